import FaceNavCore
import SceneApp
import ScreenRendering

extension GameState {
    /// The screen's accessibility elements in reading order.
    public var elements: [AccessibilityElement] {
        switch screen {
        case .opening:
            return [
                AccessibilityElement(role: .text, label: game.title),
                AccessibilityElement(role: .text, label: game.introduction),
                AccessibilityElement(role: .proceed, label: "Begin"),
            ]
        case .chapterIntroduction(let c):
            let chapter = game.chapters[c]
            return [
                AccessibilityElement(role: .text, label: "Chapter \(c + 1): \(chapter.title)"),
                AccessibilityElement(role: .text, label: chapter.introduction),
                AccessibilityElement(role: .proceed, label: "Enter the first room"),
            ]
        case .level(let id):
            guard let level = game.level(id) else { return [] }
            return levelElements(level, id: id)
        case .levelSelect:
            var list = [AccessibilityElement(role: .text, label: "Level select")]
            for id in game.levelIDs {
                let level = game.level(id)!
                let status = progress.status(of: id)
                list.append(
                    AccessibilityElement(
                        role: .levelEntry(id),
                        label: "Chapter \(id.chapter + 1), level \(id.level + 1): \(level.title), \(status.rawValue)"))
            }
            if !progress.finished {
                list.append(AccessibilityElement(role: .resume, label: "Back to the current level"))
            }
            list.append(AccessibilityElement(role: .quit, label: "Quit"))
            return list
        case .ending:
            return [
                AccessibilityElement(role: .text, label: "The end"),
                AccessibilityElement(role: .text, label: game.ending),
                AccessibilityElement(role: .levelSelect, label: "Level select"),
                AccessibilityElement(role: .quit, label: "Quit"),
            ]
        }
    }

    private func levelElements(_ level: Level, id: LevelID) -> [AccessibilityElement] {
        var list = [AccessibilityElement(role: .text, label: level.story)]
        switch level.puzzle {
        case .closedQuestion(let question):
            list.append(AccessibilityElement(role: .text, label: question.question))
            for answer in shuffledAnswers(question, at: id) {
                list.append(AccessibilityElement(role: .answer(answer), label: answer))
            }
        case .openQuestion(let question):
            list.append(AccessibilityElement(role: .text, label: question.question))
            list.append(
                AccessibilityElement(role: .answerField, label: "Your answer: \(typed.isEmpty ? "empty" : typed)"))
            list.append(
                AccessibilityElement(
                    role: .letterWheel, label: "Letter wheel",
                    rotors: [RotorSetting(name: "Letters", items: LetterWheel.items)]))
            list.append(AccessibilityElement(role: .checkAnswer, label: "Check answer"))
        case .rotor(let puzzle):
            list += placedElements(puzzle, id: id)
        case .customActions(let puzzle):
            for (i, object) in puzzle.objects.enumerated() {
                list.append(
                    AccessibilityElement(
                        role: .object(i), label: object,
                        rotors: [RotorSetting(name: "Actions", items: puzzle.actions[i])]))
            }
        }
        list.append(AccessibilityElement(role: .hint, label: "Hint"))
        list.append(AccessibilityElement(role: .levelSelect, label: "Level select"))
        return list
    }

    /// The clues and the door at their seeded places, in reading order (top to bottom, left to right).
    private func placedElements(_ puzzle: RotorPuzzle, id: LevelID) -> [AccessibilityElement] {
        let doorRotors = puzzle.candidates.map { RotorSetting(name: $0, items: ["Try the \($0) lock"]) }
        var elements = puzzle.clues.enumerated().map { AccessibilityElement(role: .clue($0.offset), label: $0.element) }
        elements.append(AccessibilityElement(role: .door, label: "Locked door", rotors: doorRotors))
        let wrapWidth = max(8, min(28, playArea.width - 4))
        let sizes = elements.map {
            Size(
                width: min(playArea.width, (TextWrap.lines($0.label, width: wrapWidth).map(\.count).max() ?? 0) + 4),
                height: TextWrap.lines($0.label, width: wrapWidth).count + 2)
        }
        var random = SeededRandom(seed: seed, level: id)
        if let frames = CluePlacement.place(sizes, in: playArea, random: &random) {
            for i in elements.indices { elements[i].frame = frames[i] }
            elements.sort { ($0.frame!.minY, $0.frame!.minX) < ($1.frame!.minY, $1.frame!.minX) }
        }
        return elements
    }
}
