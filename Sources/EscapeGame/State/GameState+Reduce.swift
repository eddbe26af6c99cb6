import FaceNavCore
import SceneApp

extension GameState {
    /// The keys, as spoken by `?` and shown on the help screen.
    public static let keyHelp = [
        "Right and left arrows, or Tab and Shift-Tab: next and previous element.",
        "Close and open square brackets, or Page Down and Page Up: turn the rotor.",
        "Down and up arrows: move through the rotor's items.",
        "Enter or Space: activate. h: hint. r: repeat. l: level select. q: quit.",
        "f: the emulated face, worked from the keyboard (arrows turn and nod, t tongue).",
        "In the answer field, type the answer and press Enter; Backspace deletes.",
    ]

    /// Applies one action at `time` (seconds on the stream's clock) and returns what the shell must do.
    public mutating func reduce(_ action: GameAction, at time: Double) -> [GameEffect] {
        self.time = max(self.time, time)
        var effects: [GameEffect] = []
        switch action {
        case .nextElement: effects += moveFocus(by: +1)
        case .previousElement: effects += moveFocus(by: -1)
        case .rotorNext: effects += turnRotor(by: +1)
        case .rotorPrevious: effects += turnRotor(by: -1)
        case .itemUp: effects += moveItem(by: -1)
        case .itemDown: effects += moveItem(by: +1)
        case .activate: effects += activate()
        case .hint: effects += hint()
        case .type(let character): effects += type(character)
        case .deleteBackward: effects += deleteBackward()
        case .repeatFocus:
            effects += announce(focusedElement?.spoken ?? "Nothing here", priority: .important)
        case .openLevelSelect: effects += enter(.levelSelect)
        case .opened: effects += start(at: time)
        case .start(let id):
            guard game.level(id) != nil else { return announce("There is no level \(id)", priority: .important) }
            if id > progress.current, !progress.completed.contains(id) { progress.current = id }
            isReplaying = id != progress.current
            effects += enter(.level(id))
        case .toggleHelp:
            isShowingHelp.toggle()
            if isShowingHelp { effects += announce("Help. " + Self.keyHelp.joined(separator: " ")) }
        case .quit: effects += quit()
        case .key(let key): effects += handle(key)
        case .command(let command, let source): effects += perform(command, source: source)
        case .faceMeasured(let face): effects += faceMeasured(face)
        case .tick:
            break  // hints unlock below
        case .inputDetailChanged(let detail):
            inputDetail = detail
        case .resized(let size):
            playArea = GameLayout.playArea(for: size)
        case .inputChanged(let name):
            inputName = name
        case .notice(let announcement):
            effects += announce(announcement.text, priority: announcement.priority)
        case .progressNotSaved(let message):
            effects += announce("Progress not saved: \(message)", priority: .important)
        }
        effects += announceUnlockedHints()
        return effects
    }

    // MARK: Screens

    /// Shows `screen` with focus on its first element, and says where the player is.
    mutating func enter(_ screen: GameScreen, priority: Announcement.Priority = .important) -> [GameEffect] {
        self.screen = screen
        focus = 0
        rotor = 0
        items = [:]
        typed = ""
        levelStartedAt = time
        hintsUnlocked = 0
        performed = []
        if case .level(let id) = screen, case .customActions(let puzzle)? = game.level(id)?.puzzle {
            performed = Array(repeating: nil, count: puzzle.objects.count)
        }
        if case .level = screen {} else { isReplaying = false }
        var effects: [GameEffect] = [.log(GameEvent(time: time, kind: .screen(Self.name(of: screen))))]
        switch screen {
        case .opening:
            effects += announce("\(game.title). \(game.introduction)", priority: priority)
        case .chapterIntroduction(let c):
            effects += announce(
                "Chapter \(c + 1): \(game.chapters[c].title). \(game.chapters[c].introduction)", priority: priority)
        case .level(let id):
            let level = game.level(id)!
            var text = "Level \(id): \(level.title). \(level.story)"
            // A question is read at once, so the player knows what is asked before exploring.
            switch level.puzzle {
            case .closedQuestion(let question): text += " \(question.question)"
            case .openQuestion(let question): text += " \(question.question)"
            default: break
            }
            effects += announce(text, priority: priority)
        case .levelSelect:
            effects += announce(
                "Level select. \(progress.completed.count) of \(game.levelIDs.count) levels completed.",
                priority: priority)
        case .ending:
            effects += announce("The end. \(game.ending)", priority: priority)
        }
        return effects
    }

    static func name(of screen: GameScreen) -> String {
        switch screen {
        case .opening: "opening"
        case .chapterIntroduction(let c): "chapter \(c + 1)"
        case .level(let id): "level \(id)"
        case .levelSelect: "level select"
        case .ending: "ending"
        }
    }

    /// Starts the game where the progress says: the opening for a new game.
    public mutating func start(at time: Double) -> [GameEffect] {
        self.time = time
        if progress.finished { return enter(.levelSelect) }
        if progress.completed.isEmpty, progress.current == LevelID(chapter: 0, level: 0) { return enter(.opening) }
        return enter(.level(progress.current))
    }

    // MARK: The screen reader

    mutating func moveFocus(by step: Int) -> [GameEffect] {
        let all = elements
        guard !all.isEmpty else { return [] }
        focus = ((focus + step) % all.count + all.count) % all.count
        rotor = 0
        return [.log(GameEvent(time: time, kind: .focus(index: focus, label: all[focus].label)))]
            + announce(all[focus].spoken, priority: .important)
    }

    mutating func turnRotor(by step: Int) -> [GameEffect] {
        guard let element = focusedElement, !element.rotors.isEmpty else {
            return announce(
                "No rotor here. The rotor works on objects, the door and the letter wheel.", priority: .important)
        }
        let count = element.rotors.count
        rotor = ((rotor + step) % count + count) % count
        return announce(element.rotors[rotor].name, priority: .important)
    }

    mutating func moveItem(by step: Int) -> [GameEffect] {
        guard let element = focusedElement, let setting = rotorSetting, !setting.items.isEmpty else {
            return announce("Nothing to move through here.", priority: .important)
        }
        let count = setting.items.count
        let next = items[itemKey(setting)].map { (($0 + step) % count + count) % count } ?? (step > 0 ? 0 : count - 1)
        items[itemKey(setting)] = next
        if element.role == .door { return tryDoor(setting.name) }
        return announce("\(setting.items[next]), \(next + 1) of \(count)", priority: .important)
    }

    mutating func activate() -> [GameEffect] {
        guard let element = focusedElement else { return [] }
        switch element.role {
        case .text, .clue: return announce(element.label, priority: .important)
        case .proceed:
            switch screen {
            case .opening:
                return progress.current.level == 0
                    ? enter(.chapterIntroduction(progress.current.chapter)) : enter(.level(progress.current))
            case .chapterIntroduction(let c):
                return enter(.level(progress.current.chapter == c ? progress.current : LevelID(chapter: c, level: 0)))
            default: return []
            }
        case .answer(let answer): return answerClosed(answer)
        case .answerField, .checkAnswer: return checkOpenAnswer()
        case .letterWheel:
            guard let item = chosenItem else {
                return announce("Move down or up to pick a letter first.", priority: .important)
            }
            if LetterWheel.items[item] == "delete" { return deleteBackward() }
            typed.append(LetterWheel.letters[item])
            return announce("\(LetterWheel.items[item]). Your answer: \(typed)", priority: .important)
        case .door:
            return announce(
                "The door is locked. Turn the rotor to one of its custom rotors, then move down through it.",
                priority: .important)
        case .object(let index):
            guard let item = chosenItem else {
                return announce("Choose an action first: move down through the actions.", priority: .important)
            }
            return perform(action: item, on: index)
        case .hint: return hint()
        case .levelSelect: return enter(.levelSelect)
        case .levelEntry(let id):
            guard progress.status(of: id) != .locked else {
                return announce("Level \(id) is locked. Solve the levels before it first.", priority: .important)
            }
            isReplaying = id != progress.current
            return enter(.level(id))
        case .resume: return enter(.level(progress.current))
        case .quit: return quit()
        }
    }

    mutating func quit() -> [GameEffect] {
        isQuitting = true
        return [.log(GameEvent(time: time, kind: .app(.quit))), .quit]
    }

    // MARK: Answers

    mutating func answerClosed(_ answer: String) -> [GameEffect] {
        guard let id = levelID, case .closedQuestion(let question)? = level?.puzzle else { return [] }
        let correct = answer == question.correct
        let effects: [GameEffect] = [
            .log(GameEvent(time: time, kind: .attempt(level: id, answer: answer, correct: correct)))
        ]
        return effects + (correct ? solve(id) : announce("\(answer) is not right. Try again.", priority: .important))
    }

    mutating func checkOpenAnswer() -> [GameEffect] {
        guard let id = levelID, case .openQuestion(let question)? = level?.puzzle else { return [] }
        guard !typed.trimmed.isEmpty else {
            return announce("Your answer is empty. Type it, or spell it with the letter wheel.", priority: .important)
        }
        let answer = typed
        let correct = question.accepts(answer)
        let effects: [GameEffect] = [
            .log(GameEvent(time: time, kind: .attempt(level: id, answer: answer, correct: correct)))
        ]
        if correct { return effects + solve(id) }
        typed = ""
        return effects
            + announce("\(answer.trimmed) is not right. The answer field is cleared; try again.", priority: .important)
    }

    mutating func tryDoor(_ candidate: String) -> [GameEffect] {
        guard let id = levelID, case .rotor(let puzzle)? = level?.puzzle else { return [] }
        let correct = candidate == puzzle.answer
        let effects: [GameEffect] = [
            .log(GameEvent(time: time, kind: .attempt(level: id, answer: candidate, correct: correct)))
        ]
        if correct {
            return effects + announce("The \(candidate) lock turns.", priority: .important)
                + solve(id, afterAnnouncement: true)
        }
        return effects
            + announce(
                "The \(candidate) lock does not turn. The door stays locked. Try another rotor.", priority: .important)
    }

    mutating func perform(action: Int, on object: Int) -> [GameEffect] {
        guard let id = levelID, case .customActions(let puzzle)? = level?.puzzle else { return [] }
        performed[object] = action
        var effects: [GameEffect] = [
            .log(
                GameEvent(
                    time: time,
                    kind: .action(level: id, object: puzzle.objects[object], action: puzzle.actions[object][action])))
        ]
        effects += announce(puzzle.results[object][action], priority: .important)
        let chosen = performed.compactMap { $0 }
        guard chosen.count == puzzle.objects.count else { return effects }
        let correct = puzzle.objects.indices.allSatisfy { puzzle.actions[$0][chosen[$0]] == puzzle.expected[$0] }
        let summary = puzzle.objects.indices.map { "\(puzzle.objects[$0]): \(puzzle.actions[$0][chosen[$0]])" }
            .joined(separator: ", ")
        effects.append(.log(GameEvent(time: time, kind: .attempt(level: id, answer: summary, correct: correct))))
        if correct { return effects + solve(id, afterAnnouncement: true) }
        return effects
            + announce(
                "Every object has been used, but nothing happens. Change an action and try again.", priority: .routine)
    }

    /// The level is solved: success is announced, progress saved, and the game moves on.
    ///
    /// The success is routine after an announcement of the same move (the lock turning, the last action's
    /// result), so it follows that one instead of cutting it off.
    mutating func solve(_ id: LevelID, afterAnnouncement: Bool = false) -> [GameEffect] {
        let level = game.level(id)!
        progress.completed.insert(id)
        var effects: [GameEffect] = [.log(GameEvent(time: time, kind: .solved(id)))]
        effects += announce(level.success, priority: afterAnnouncement ? .routine : .important)
        if isReplaying {
            effects.append(.saveProgress(progress))
            return effects + enter(.levelSelect, priority: .routine)
        }
        guard let next = game.level(after: id) else {
            progress.finished = true
            effects.append(.saveProgress(progress))
            return effects + enter(.ending, priority: .routine)
        }
        progress.current = max(progress.current, next)
        effects.append(.saveProgress(progress))
        if next.chapter != id.chapter { return effects + enter(.chapterIntroduction(next.chapter), priority: .routine) }
        return effects + enter(.level(next), priority: .routine)
    }

    // MARK: Typing and hints

    mutating func type(_ character: Character) -> [GameEffect] {
        guard case .openQuestion? = level?.puzzle else { return [] }
        typed.append(character)
        return announce(character == " " ? "space" : String(character), priority: .important)
    }

    mutating func deleteBackward() -> [GameEffect] {
        guard case .openQuestion? = level?.puzzle else { return [] }
        guard let removed = typed.popLast() else { return announce("The answer is empty.", priority: .important) }
        return announce(
            "Deleted \(removed == " " ? "space" : String(removed)). Your answer: \(typed.isEmpty ? "empty" : typed)",
            priority: .important)
    }

    mutating func hint() -> [GameEffect] {
        guard let id = levelID, let level else { return announce("Hints are given in levels.", priority: .important) }
        guard !level.hints.isEmpty else { return announce("This level has no hints.", priority: .important) }
        let unlocked = unlockedHints(at: time)
        guard unlocked > 0 else {
            let wait = Int((levelStartedAt + hintInterval - time).rounded(.up))
            return announce("No hint yet. The first one unlocks in \(wait) seconds.", priority: .important)
        }
        return [.log(GameEvent(time: time, kind: .hint(level: id, number: unlocked)))]
            + announce("Hint \(unlocked) of \(level.hints.count): \(level.hints[unlocked - 1])", priority: .important)
    }

    mutating func announceUnlockedHints() -> [GameEffect] {
        guard levelID != nil else { return [] }
        let unlocked = unlockedHints(at: time)
        guard unlocked > hintsUnlocked else { return [] }
        hintsUnlocked = unlocked
        return announce("Hint \(unlocked) is ready: press h, or activate Hint.")
    }

    /// Says something: into the status line now, and out to speech and the log.
    mutating func announce(_ text: String, priority: Announcement.Priority = .routine) -> [GameEffect] {
        let announcement = Announcement(text, priority: priority)
        lastAnnouncement = announcement
        lastAnnouncementTime = time
        return [.announce(announcement), .log(GameEvent(time: time, kind: .app(.announcement(announcement))))]
    }
}
