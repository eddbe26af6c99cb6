import FaceNavCore

extension AppState {
    /// Switch scanning, while the profile turns it on (`scanning: enabled`): keeps a `SwitchScanner` in
    /// step with what is on screen, moves the highlight at the profile's pace, puts the cursor on it and
    /// says each highlight. Called after every action, so time comes from the stream like everything else.
    ///
    /// The scanner starts again from the first row whenever the targets change (a new screen, a sheet, a
    /// scrolled list). It rests while paused, while help or a full screen (camera, history, wizard) is up.
    mutating func scan(at time: Double) -> [Effect] {
        guard profile.scanning.isEnabled else {
            scanner = nil
            scannedRegions = []
            return []
        }
        guard overlay == nil, !isShowingHelp, !isPaused else { return [] }
        let regions = scannedTargets
        if scanner == nil || regions != scannedRegions {
            scannedRegions = regions
            var fresh = SwitchScanner(regions: regions, settings: profile.scanning)
            fresh.tick(at: time)
            scanner = fresh
            return highlightMoved(at: time)
        }
        scanner?.settings = profile.scanning
        if let held = gestures.held, profile.command(for: held.gesture) == .activate {
            scanner?.hold(at: time)
            return []
        }
        if scanner?.wrapsAround(at: time) == true, scrollForScanning(at: time) {
            // Scanning starts again on what the scroll brought into view.
            scanner = nil
            return scan(at: time)
        }
        guard scanner?.tick(at: time) == true else { return [] }
        return highlightMoved(at: time)
    }

    /// At the end of a pass, shows the next rows of a list or grid in view taller than its place (by its
    /// height less one row, so one row stays for context), then the next part of a page taller than the
    /// window (its first target scrolled out below at the top); after the end of all, the top again. True
    /// when something scrolled. A user who can only press cannot scroll, so scanning does it for them.
    mutating func scrollForScanning(at time: Double) -> Bool {
        let layout = self.layout
        let content = layout.content
        let scrollable = (layout.sheet?.widgets ?? layout.widgets).filter {
            maximumOffset(of: $0) > 0 && !$0.rect.intersection(content).isEmpty
        }
        for placed in scrollable where widgetStates.scrollOffset(placed.key) < maximumOffset(of: placed) {
            let step = max(1, placed.rect.height - 1)
            return setScrollOffset(widgetStates.scrollOffset(placed.key) + step, of: placed)
        }
        if layout.sheet == nil,
            let next = layout.scrolledOut.filter({ $0.rect.minY >= content.maxY }).map(\.rect.minY)
                .min(), scrollPage(by: max(1, next - content.minY))
        {
            return true
        }
        var scrolled = false
        for placed in (layout.sheet?.widgets ?? layout.widgets) where widgetStates.scrollOffset(placed.key) > 0 {
            scrolled = setScrollOffset(0, of: placed) || scrolled
        }
        if layout.sheet == nil, layout.pageOffset > 0 { scrolled = scrollPage(by: -layout.pageOffset) || scrolled }
        return scrolled
    }

    /// The scanner's press: picks the highlighted row (scanning moves on along its items), or presses the
    /// highlighted item as the cursor would. A destructive target off a sheet opens the confirmation,
    /// Cancel first, instead of acting.
    mutating func scanPress(from source: InputSource, at time: Double) -> [Effect] {
        guard var scanning = scanner else { return activate(from: source, at: time) }
        let picked = scanning.press(at: time)
        scanner = scanning
        guard let target = picked else { return highlightMoved(at: time) }
        guard let region = scannedTargets.first(where: { $0.target == target }) else { return [] }
        moveCursor(to: region.rect.center)
        // The highlight is where a scanning user aims: a sheet's destructive choice highlighted and pressed
        // was chosen (the highlight starts on the safe choice).
        followSheet()
        confirmArming?.stepped = target
        return activate(from: source, at: time)
    }

    /// The regions highlighted now, for the screen: a whole row or one item; empty when not scanning.
    public var scanHighlight: [HitRegion] {
        guard profile.scanning.isEnabled, overlay == nil, !isShowingHelp, !isPaused else { return [] }
        return scanner?.highlighted ?? []
    }

    /// Puts the cursor on the highlight and says it: "Row: Cards, About" or the item's label. Said and
    /// shown on the status line but not kept in the message history, which would fill with them.
    ///
    /// On a row the cursor sits just left of it (where the screen marks the row with `▶`), so no one item
    /// of the row looks chosen; on an item, on the item.
    private mutating func highlightMoved(at time: Double) -> [Effect] {
        guard let scanning = scanner, let first = scanning.highlighted.first else { return [] }
        let text: String
        if case .row = scanning.position, scanning.highlighted.count > 1 {
            text = "Row: " + scanning.highlighted.map(\.label).joined(separator: ", ")
            let left = scanning.highlighted.map(\.rect.minX).min() ?? first.rect.minX
            moveCursor(to: Point(x: left > 0 ? left - 1 : first.rect.center.x, y: first.rect.center.y))
        } else {
            text = first.label
            moveCursor(to: first.rect.center)
        }
        let announcement = Announcement(text)
        lastAnnouncement = announcement
        return [.announce(announcement), .log(AppEvent(time: time, kind: .announcement(announcement)))]
    }

    /// What scanning goes through: the targets focus moves through, less the back button while a sheet
    /// with targets of its own is up, so a confirmation starts on its first choice (Cancel).
    var scannedTargets: [HitRegion] {
        let layout = self.layout
        let order = layout.focusOrder
        guard layout.sheet != nil, order.contains(where: { $0.target != .backButton }) else { return order }
        return order.filter { $0.target != .backButton }
    }
}
