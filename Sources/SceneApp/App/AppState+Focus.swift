import FaceNavCore

extension AppState {
    /// Moves focus to the next (+1) or previous (-1) target in reading order, wrapping around.
    ///
    /// Inside a list or grid, focus walks through every row or cell, scrolling the widget to show the
    /// next one before it moves on, so a single "next" gesture reaches the whole list.
    mutating func focusStep(_ step: Int, at time: Double) -> [Effect] {
        // In absolute mode a still head would pull the cursor straight back to where it aims.
        defer { focusMovedDeliberately() }
        if let region = hovered, let id = region.target?.widgetID,
            stepWithin(widgetID: id, from: region.target!, by: step)
        {
            return announceFocus(at: time)
        }
        if revealScrolledOut(step: step) { return announceFocus(at: time) }
        let order = layout.focusOrder
        guard !order.isEmpty else { return announce("Nothing to move to", at: time) }
        let index: Int
        if let current = hovered, let at = order.firstIndex(where: { $0.target == current.target }) {
            index = (at + step + order.count) % order.count
        } else {
            let after = order.firstIndex { ($0.rect.minY, $0.rect.minX) > (cursor.y, cursor.x) }
            if step > 0 {
                index = after ?? 0
            } else {
                index = ((after ?? order.count) - 1 + order.count) % order.count
            }
        }
        moveCursor(to: order[index].rect.center)
        return announceFocus(at: time)
    }

    /// Focus was moved by a step (a key, a wink's next): the cursor holds there (in absolute mode a still
    /// head would pull it straight back to where it aims), and a sheet's destructive choice stepped onto is
    /// chosen deliberately.
    private mutating func focusMovedDeliberately() {
        headCursor.holdPlacement()
        guard navigation.sheet != nil else { return }
        followSheet()
        let target = hovered?.target
        confirmArming?.stepped = target
    }

    private mutating func announceFocus(at time: Double) -> [Effect] {
        guard let region = hovered else { return [] }
        let role: String
        switch region.target {
        case .backButton?, .helpButton?: role = "button"
        case .tab(let index)?: role = "tab, \(index + 1) of \(app.tabs.count)"
        case .listRow?: role = "row"
        case .gridItem?: role = "cell"
        case .widget(let id)?:
            if case .cardStack = layout.placedWidget(id: id)?.widget.kind { role = "card" } else { role = "button" }
        case nil: role = ""
        }
        return announce("\(region.label), \(role)", at: time)
    }

    /// The ordered rows or cells of a list or grid widget on screen.
    private func itemPaths(of placed: PlacedWidget) -> [IndexPath] {
        switch placed.widget.kind {
        case .list(let content):
            return content.sections.enumerated().flatMap { s, section in
                section.rows.indices.map { IndexPath(section: s, item: $0) }
            }
        case .grid(let content):
            return content.sections.enumerated().flatMap { s, section in
                section.items.indices.map { IndexPath(section: s, item: $0) }
            }
        default:
            return []
        }
    }

    /// Steps to the neighbouring row or cell of the same list or grid, scrolling it into view.
    /// - Returns: false when the target is not in a list or grid, or the step would leave it.
    private mutating func stepWithin(widgetID: String, from target: HitTarget, by step: Int) -> Bool {
        guard let placed = layout.placedWidget(id: widgetID) else { return false }
        let current: IndexPath
        switch target {
        case .listRow(_, let path), .gridItem(_, let path): current = path
        default: return false
        }
        let paths = itemPaths(of: placed)
        guard let at = paths.firstIndex(of: current), paths.indices.contains(at + step) else { return false }
        return focus(paths[at + step], in: placed)
    }

    /// Scrolls a list or grid until the row or cell is visible, then puts the cursor on it.
    @discardableResult
    mutating func focus(_ path: IndexPath, in placed: PlacedWidget) -> Bool {
        let target: HitTarget
        let line: Int?
        switch placed.widget.kind {
        case .list(let content):
            target = .listRow(widgetID: placed.widget.id, indexPath: path)
            line = ListGeometry.lineIndex(of: path, in: content)
        case .grid(let content):
            target = .gridItem(widgetID: placed.widget.id, indexPath: path)
            line = GridGeometry.lineIndex(of: path, in: content, width: placed.rect.width)
        default:
            return false
        }
        for _ in 0...(line ?? 0) + 1 {
            if let region = layout.regions.first(where: { $0.target == target }) {
                moveCursor(to: region.rect.center)
                return true
            }
            let offset = widgetStates.scrollOffset(placed.key)
            let headerAbove = line.map { $0 > 0 && $0 - 1 < offset } ?? false
            let wanted = (line ?? 0) < offset || headerAbove ? offset - 1 : offset + 1
            guard setScrollOffset(wanted, of: placed) else { return false }
        }
        return false
    }

    /// Moves focus to the nearest target in a direction. Inside a list or grid it stays in the widget,
    /// scrolling it at the edge, until the widget's end; then it moves on to the nearest target outside.
    mutating func moveFocus(_ direction: Direction) {
        defer { focusMovedDeliberately() }
        let layout = self.layout
        let here = layout.target(at: cursor)
        let from = here?.rect ?? Rect(origin: cursor, size: Size(width: 1, height: 1))
        if let id = here?.target?.widgetID, let placed = layout.placedWidget(id: id) {
            let inWidget = { (l: ScreenLayout) in l.focusOrder.filter { $0.target?.widgetID == id } }
            if let best = nearest(in: inWidget(layout), from: from, excluding: here?.target, direction) {
                moveCursor(to: best.rect.center)
                return
            }
            if direction == .down || direction == .up,
                setScrollOffset(widgetStates.scrollOffset(placed.key) + (direction == .down ? 1 : -1), of: placed)
            {
                // The content moved one line under a still cursor: step onto the line that came into view.
                let step = direction == .down ? 1 : -1
                let shifted = Rect(x: from.minX, y: from.minY - step, width: from.width, height: from.height)
                if let best = nearest(in: inWidget(self.layout), from: shifted, excluding: here?.target, direction) {
                    moveCursor(to: best.rect.center)
                }
                return
            }
        }
        let best = nearest(in: layout.focusOrder, from: from, excluding: here?.target, direction)
        // Past the last target in view, the page scrolls before focus leaves it for the tab or navigation bar.
        if best.map({ !layout.content.contains($0.rect.center) }) ?? true, revealScrolledOut(direction) { return }
        if let best { moveCursor(to: best.rect.center) }
    }

    /// The region lying wholly in `direction` from `from`: the nearest band along that axis first, then
    /// the one best lined up across it.
    private func nearest(in regions: [HitRegion], from: Rect, excluding: HitTarget?, _ direction: Direction)
        -> HitRegion?
    {
        var best: (region: HitRegion, score: Int)?
        /// How far one span lies beside another along the other axis (plus one), 0 when they overlap.
        func sideGap(_ minimum: Int, _ maximum: Int, _ fromMinimum: Int, _ fromMaximum: Int) -> Int {
            maximum <= fromMinimum
                ? fromMinimum - maximum + 1 : (minimum >= fromMaximum ? minimum - fromMaximum + 1 : 0)
        }
        for region in regions where region.target != excluding {
            let r = region.rect
            let primary: Int
            let secondary: Int
            switch direction {
            case .down:
                guard r.minY >= from.maxY else { continue }
                primary = r.minY - from.maxY
                secondary = sideGap(r.minX, r.maxX, from.minX, from.maxX)
            case .up:
                guard r.maxY <= from.minY else { continue }
                primary = from.minY - r.maxY
                secondary = sideGap(r.minX, r.maxX, from.minX, from.maxX)
            case .right:
                guard r.minX >= from.maxX else { continue }
                primary = r.minX - from.maxX
                secondary = sideGap(r.minY, r.maxY, from.minY, from.maxY)
            case .left:
                guard r.maxX <= from.minX else { continue }
                primary = from.minX - r.maxX
                secondary = sideGap(r.minY, r.maxY, from.minY, from.maxY)
            }
            let score = primary * 10 + secondary
            if best == nil || score < best!.score { best = (region, score) }
        }
        return best?.region
    }

    /// Scrolls the list or grid under the cursor, else the first on screen, by one line.
    mutating func scroll(by lines: Int, at time: Double) -> [Effect] {
        let layout = self.layout
        let scrollable = (layout.sheet?.widgets ?? layout.widgets).filter {
            switch $0.widget.kind {
            case .list, .grid: return true
            default: return false
            }
        }
        let hoveredID = layout.target(at: cursor)?.target?.widgetID
        guard let placed = scrollable.first(where: { $0.widget.id == hoveredID }) ?? scrollable.first else {
            return announce("Nothing to scroll here", at: time)
        }
        guard setScrollOffset(widgetStates.scrollOffset(placed.key) + lines, of: placed) else {
            return announce(lines > 0 ? "End of list" : "Top of list", at: time)
        }
        return []
    }

    /// Sets a list's or grid's scroll offset, clamped to its content; false when it did not change.
    @discardableResult
    mutating func setScrollOffset(_ offset: Int, of placed: PlacedWidget) -> Bool {
        let maximum = maximumOffset(of: placed)
        let old = min(widgetStates.scrollOffset(placed.key), maximum)
        let new = min(max(0, offset), maximum)
        widgetStates.scrollOffsets[placed.key] = new
        return new != old
    }

    func maximumOffset(of placed: PlacedWidget) -> Int {
        switch placed.widget.kind {
        case .list(let content): ListGeometry.maximumOffset(content, height: placed.rect.height)
        case .grid(let content): GridGeometry.maximumOffset(content, in: placed.rect)
        default: 0
        }
    }

    /// Keeps every scroll offset within its content after a resize.
    mutating func clampScrollOffsets() {
        let layout = self.layout
        for placed in layout.widgets + (layout.sheet?.widgets ?? []) where widgetStates.scrollOffsets[placed.key] != nil
        {
            widgetStates.scrollOffsets[placed.key] = min(
                widgetStates.scrollOffset(placed.key), maximumOffset(of: placed))
        }
    }
}
