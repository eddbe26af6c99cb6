import FaceNavCore

extension AppState {
    /// Applies one action at `time` (seconds on the stream's clock) and returns what the shell must do.
    public mutating func reduce(_ action: Action, at time: Double) -> [Effect] {
        self.time = max(self.time, time)
        followSheet()
        var effects: [Effect] = []
        switch action {
        case .command(let command, let source):
            effects += perform(command, from: source, at: time)
        case .key(let key):
            effects += handle(key, at: time)
        case .moveFocus(let direction):
            moveFocus(direction)
            headCursor.holdForKeys()
        case .pointerMoved(let point):
            moveCursor(to: point)
        case .clicked(let point):
            moveCursor(to: point)
            effects += perform(.activate, from: .mouse, at: time)
        case .resized(let size):
            screenSize = size
            clampScrollOffsets()
            cursor = clamped(cursor)
        case .faceMeasured(let measurement):
            effects += faceMeasured(measurement)
        case .tick:
            break  // scanning and the voice step below
        case .toggleHelp:
            isShowingHelp.toggle()
        case .inputDetailChanged(let detail):
            inputDetail = detail
        case .started, .startedFirstRun:
            calibratesWhenFaceFound = action == .startedFirstRun
            _ = recenter(at: time)
            lastAnnouncement = nil
        case .inputChanged(let name):
            inputName = name
        case .saidElsewhere(let announcement):
            messages.record(announcement.text, at: time)
            return []  // the screens may be hidden: their scanning waits
        case .overApp(let showing):
            isPaused = false
            guard showing else { break }
            navigation = NavigationState(app: app)
            overlay = nil
            isShowingHelp = false
            face.forget()
        case .notice(let announcement):
            effects += announce(announcement.text, priority: announcement.priority, at: time)
        case .frameSeen(let image, let source):
            previewImage = image
            previewSource = source
        case .voice(let event):
            effects += voiceEvent(event, at: time)
        }
        if case .calibration(let wizard) = overlay, wizard.voice != nil { effects += voiceStepTimed(at: time) }
        if profile.scanning.isEnabled || scanner != nil { effects += scan(at: time) }
        return effects
    }

    /// Keys: the help overlay takes any key; the rest are commands.
    /// A key that moved the cursor keeps it from the face until the head turns deliberately (keys win while
    /// pressed, with a camera or a video face as much as without).
    mutating func handle(_ key: Key, at time: Double) -> [Effect] {
        let before = cursor
        let effects = handleKey(key, at: time)
        if cursor != before { headCursor.holdForKeys() }
        return effects
    }

    private mutating func handleKey(_ key: Key, at time: Double) -> [Effect] {
        if isShowingHelp {
            isShowingHelp = false
            return []
        }
        if let handled = overlayKey(key, at: time) { return handled }
        switch key {
        case .up: moveFocus(.up)
        case .down: moveFocus(.down)
        case .left: moveFocus(.left)
        case .right: moveFocus(.right)
        case .enter, .character(" "): return perform(.activate, from: .key, at: time)
        case .backspace, .escape: return perform(.back, from: .key, at: time)
        case .tab: return perform(.next, from: .key, at: time)
        case .backTab: return perform(.previous, from: .key, at: time)
        case .pageDown: return perform(.scrollNext, from: .key, at: time)
        case .pageUp: return perform(.scrollBack, from: .key, at: time)
        case .character("["): return perform(.swipeLeft, from: .key, at: time)
        case .character("]"): return perform(.swipeRight, from: .key, at: time)
        case .character("p"): return perform(.pauseResume, from: .key, at: time)
        case .character("c"): return perform(.recenter, from: .key, at: time)
        case .character("q"): return perform(.quit, from: .key, at: time)
        case .character("?"), .character("h"): isShowingHelp = true
        default: break
        }
        return []
    }

    func clamped(_ point: Point) -> Point {
        Point(
            x: min(max(0, point.x), max(0, screenSize.width - 1)),
            y: min(max(0, point.y), max(0, screenSize.height - 1)))
    }

    mutating func moveCursor(to point: Point) {
        cursor = clamped(point)
        headCursor.place(at: cursor)
    }

    /// Says something: into the status line now, and out to speech and the log.
    mutating func announce(_ text: String, priority: Announcement.Priority = .routine, at time: Double) -> [Effect] {
        let announcement = Announcement(text, priority: priority)
        lastAnnouncement = announcement
        messages.record(text, at: time)
        return [.announce(announcement), .log(AppEvent(time: time, kind: .announcement(announcement)))]
    }
}
