import FaceNavCore

extension GameState {
    /// Keys: help takes any key; the answer field takes typing; the rest are screen-reader moves.
    mutating func handle(_ key: Key) -> [GameEffect] {
        if isShowingHelp {
            isShowingHelp = false
            return []
        }
        if focusedElement?.role == .answerField {
            switch key {
            case .character(let c) where c.isLetter || c == " " || c == "'" || c == "-": return type(c)
            case .backspace: return deleteBackward()
            default: break
            }
        }
        switch key {
        case .right, .tab: return moveFocus(by: +1)
        case .left, .backTab: return moveFocus(by: -1)
        case .down: return moveItem(by: +1)
        case .up: return moveItem(by: -1)
        case .character("]"), .pageDown: return turnRotor(by: +1)
        case .character("["), .pageUp: return turnRotor(by: -1)
        case .enter, .character(" "): return activate()
        case .character("h"): return hint()
        case .character("r"): return reduce(.repeatFocus, at: time)
        case .character("l"): return enter(.levelSelect)
        case .character("?"): return reduce(.toggleHelp, at: time)
        case .character("q"): return quit()
        case .escape where screen == .levelSelect && !progress.finished: return enter(.level(progress.current))
        default: return []
        }
    }

    /// A command from a gesture binding (or any other source), as the game reads it.
    mutating func perform(_ command: Command, source: InputSource) -> [GameEffect] {
        var effects: [GameEffect] = [
            .log(GameEvent(time: time, kind: .app(.command(command, source: source))))
        ]
        if isPaused, command != .pauseResume { return effects }
        switch command {
        case .activate: effects += activate()
        case .next: effects += moveFocus(by: +1)
        case .previous, .back: effects += moveFocus(by: -1)
        case .swipeRight: effects += turnRotor(by: +1)
        case .swipeLeft: effects += turnRotor(by: -1)
        case .scrollNext: effects += moveItem(by: +1)
        case .scrollBack: effects += moveItem(by: -1)
        case .pauseResume:
            isPaused.toggle()
            gestures.reset()
            flick.reset()
            effects += announce(isPaused ? "Paused." : "Resumed.", priority: .important)
        case .recenter:
            flick.reset()
            effects += announce("Recentered.")
        case .quit: effects += quit()
        case .help, .settings, .history, .camera:
            // The app's screens; the game has its own help (its hint) and no settings of its own.
            break
        }
        return effects
    }

    /// A face frame: gestures run their bound commands; head turns and nods step through elements and items.
    mutating func faceMeasured(_ measurement: FaceMeasurement) -> [GameEffect] {
        var effects: [GameEffect] = []
        let frame = face.update(measurement)
        if let change = frame.change {
            effects.append(.log(GameEvent(time: time, kind: .app(change.event))))
            effects += announce(change.announcement.text, priority: change.announcement.priority)
        }
        guard measurement.faceFound else {
            flick.reset()
            return effects
        }
        if !isPaused, let step = flick.update(measurement) {
            switch step {
            case .right: effects += moveFocus(by: +1)
            case .left: effects += moveFocus(by: -1)
            case .down: effects += moveItem(by: +1)
            case .up: effects += moveItem(by: -1)
            }
        }
        for gesture in frame.fired {
            effects.append(.log(GameEvent(time: time, kind: .app(.gesture(gesture)))))
            guard let command = profile.command(for: gesture) else { continue }
            effects += perform(command, source: .gesture(gesture))
        }
        return effects
    }
}
