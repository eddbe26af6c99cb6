import FaceNavCore
import Runtime
import SceneApp

extension SwipeCardsState {
    /// Applies one action at `time` and returns what the loop must perform.
    ///
    /// Swipes come from a wink (left eye: nope, right eye: like, read straight from the face as the
    /// touchless-swipe design does, whatever the profile binds winks to), a completed head turn, the
    /// profile's swipe, back and next commands, voice and keys. The activate command (tongue out by
    /// default, Enter, "select") undoes the last swipe, and at the end of the deck starts it again.
    public mutating func reduce(_ action: SwipeCardsAction, at time: Double) -> [ProgramEffect] {
        self.time = max(self.time, time)
        switch action {
        case .key(let key): return handle(key, at: time)
        case .command(let command, let source): return perform(command, from: source, at: time)
        case .faceMeasured(let measurement): return faceMeasured(measurement)
        case .inputChanged(let name):
            inputName = name
            return []
        case .notice(let announcement): return announce(announcement, at: time)
        case .tick: return []
        case .resized(let width):
            screenWidth = width
            return []
        case .quit:
            isQuitting = true
            return [.log(AppEvent(time: time, kind: .quit).jsonLine), .quit]
        }
    }

    mutating func handle(_ key: Key, at time: Double) -> [ProgramEffect] {
        switch key {
        case .left, .character("["): perform(.swipeLeft, from: .key, at: time)
        case .right, .character("]"): perform(.swipeRight, from: .key, at: time)
        case .enter, .character(" "), .character("u"), .backspace: perform(.activate, from: .key, at: time)
        case .character("p"): perform(.pauseResume, from: .key, at: time)
        case .character("q"): perform(.quit, from: .key, at: time)
        default: []
        }
    }

    mutating func perform(_ command: Command, from source: InputSource, at time: Double) -> [ProgramEffect] {
        var effects: [ProgramEffect] = [.log(AppEvent(time: time, kind: .command(command, source: source)).jsonLine)]
        if isPaused, command != .pauseResume { return effects }
        switch command {
        case .swipeLeft, .back, .previous: effects += swipe(.left, at: time)
        case .swipeRight, .next: effects += swipe(.right, at: time)
        case .activate, .scrollBack: effects += isAtEnd ? restart(at: time) : undo(at: time)
        case .scrollNext: break
        case .help, .settings, .history, .camera:
            effects += announce(Announcement("Not in the swipe cards: \(command.spokenName)"), at: time)
        case .pauseResume:
            isPaused.toggle()
            face.gestures.reset()
            headSwipe.reset()
            effects.append(.log(AppEvent(time: time, kind: .paused(isPaused)).jsonLine))
            effects += announce(Announcement(isPaused ? "Paused" : "Resumed", priority: .important), at: time)
        case .recenter:
            headSwipe.reset()
            effects += announce(Announcement("Centred"), at: time)
        case .quit:
            isQuitting = true
            effects += [.log(AppEvent(time: time, kind: .quit).jsonLine), .quit]
        }
        return effects
    }

    mutating func swipe(_ direction: HeadSwipe.Direction, at time: Double) -> [ProgramEffect] {
        guard let card = top else {
            return announce(Announcement("No cards left. Tongue out or Enter starts again."), at: time)
        }
        let decision = SwipeDecision(card: card, direction: direction)
        swiped.append(decision)
        var effects: [ProgramEffect] = [
            .log(
                AppEvent(
                    time: time,
                    kind: .swipe(
                        direction: direction.rawValue, sceneID: "cards", widgetID: deckName, card: card.title,
                        remaining: remaining)
                ).jsonLine)
        ]
        // The card now on top is the new screen: its title is said with the verdict, for blind use.
        let next = top.map { "\(remaining) left. Next: \($0.title)." } ?? endSummary
        effects += announce(Announcement("\(decision.verdict): \(card.title). \(next)"), at: time)
        return effects
    }

    mutating func undo(at time: Double) -> [ProgramEffect] {
        guard let last = swiped.popLast() else { return announce(Announcement("Nothing to undo"), at: time) }
        return [.log(AppEvent(time: time, kind: .emitted(name: "undo", sceneID: "cards")).jsonLine)]
            + announce(Announcement("Undone: \(last.card.title) is back on top. \(remaining) left."), at: time)
    }

    mutating func restart(at time: Double) -> [ProgramEffect] {
        swiped = []
        return [.log(AppEvent(time: time, kind: .emitted(name: "restart", sceneID: "cards")).jsonLine)]
            + announce(Announcement("The deck again, from the top: \(top?.title ?? "no cards")."), at: time)
    }

    /// What the end of the deck says: the counts and the liked cards.
    public var endSummary: String {
        let liked = swiped.filter { $0.direction == .right }.map(\.card.title)
        return "End of the deck: \(likes) liked, \(nopes) noped."
            + (liked.isEmpty ? "" : " Liked: \(liked.joined(separator: ", ")).")
            + " Tongue out or Enter starts again."
    }

    /// A face frame: winks and completed head turns swipe; other gestures run their bound commands.
    mutating func faceMeasured(_ measurement: FaceMeasurement) -> [ProgramEffect] {
        var effects: [ProgramEffect] = []
        let time = measurement.time
        let frame = face.update(measurement)
        if let change = frame.change {
            headSwipe.reset()
            effects.append(.log(AppEvent(time: time, kind: change.event).jsonLine))
            effects += announce(change.announcement, at: time)
        }
        guard measurement.faceFound else {
            headSwipe.reset()
            return effects
        }
        if !face.isSettled(at: time) || isPaused {
            // Rest is taken from the settled face: until then the head leans nothing.
            headSwipe.reset()
        } else if let turn = headSwipe.update(yaw: measurement.yaw, at: time) {
            effects += perform(turn == .left ? .swipeLeft : .swipeRight, from: .headTurn, at: time)
        }
        for gesture in frame.fired {
            effects.append(.log(AppEvent(time: time, kind: .gesture(gesture)).jsonLine))
            switch gesture {
            case .winkLeft: effects += perform(.swipeLeft, from: .gesture(gesture), at: time)
            case .winkRight: effects += perform(.swipeRight, from: .gesture(gesture), at: time)
            default:
                guard let command = profile.command(for: gesture) else { continue }
                effects += perform(command, from: .gesture(gesture), at: time)
            }
        }
        return effects
    }

    mutating func announce(_ announcement: Announcement, at time: Double) -> [ProgramEffect] {
        lastAnnouncement = announcement
        lastAnnouncementTime = time
        return [.announce(announcement), .log(AppEvent(time: time, kind: .announcement(announcement)).jsonLine)]
    }
}
