import EscapeGame
import FaceNavCore
import Testing

@Suite struct GameRulesTests {
    /// A state on `level`, at time 0.
    func state(on id: LevelID, hintInterval: Double = 30) -> GameState {
        var state = GameState(game: SampleGame.game, hintInterval: hintInterval)
        _ = state.reduce(.start(id), at: 0)
        return state
    }

    /// Moves focus to the first element whose label is `label`.
    func focus(_ label: String, in state: inout GameState) {
        let index = state.elements.firstIndex { $0.label == label }!
        state.focus = index
        state.rotor = 0
    }

    func spoken(_ effects: [GameEffect]) -> [String] {
        effects.compactMap {
            if case .announce(let announcement) = $0 { return announcement.text }
            return nil
        }
    }

    @Test func closedAnswersAreShuffledTheSameWayForTheSameSeed() {
        let first = state(on: LevelID(chapter: 0, level: 0)).elements.map(\.label)
        let again = state(on: LevelID(chapter: 0, level: 0)).elements.map(\.label)
        #expect(first == again)
        #expect(Set(first).isSuperset(of: ["Red", "Blue", "Green"]))
        let orders = Set(
            (1...8).map { seed -> [String] in
                var s = GameState(game: SampleGame.game, seed: UInt64(seed))
                _ = s.reduce(.start(LevelID(chapter: 0, level: 0)), at: 0)
                return s.elements.map(\.label).filter { ["Red", "Blue", "Green"].contains($0) }
            })
        #expect(orders.count > 1, "different seeds should give different orders")
    }

    @Test func aWrongClosedAnswerIsAnnouncedAndTheLevelStays() {
        var s = state(on: LevelID(chapter: 0, level: 0))
        focus("Red", in: &s)
        let said = spoken(s.reduce(.activate, at: 1))
        #expect(said == ["Red is not right. Try again."])
        #expect(s.screen == .level(LevelID(chapter: 0, level: 0)))
        focus("Blue", in: &s)
        let effects = s.reduce(.activate, at: 2)
        #expect(spoken(effects) == ["Well seen.", "Level 1.2: Name. A voice asks a name. What opens a lock?"])
        #expect(s.screen == .level(LevelID(chapter: 0, level: 1)))
        #expect(
            effects.contains(
                .saveProgress(
                    GameProgress(current: LevelID(chapter: 0, level: 1), completed: [LevelID(chapter: 0, level: 0)]))))
    }

    @Test func anOpenAnswerIgnoresCaseAccentsAndSpaces() {
        let question = OpenQuestion(question: "?", accepted: ["Clé"])
        #expect(question.accepts("  cle "))
        #expect(question.accepts("CLÉ"))
        #expect(!question.accepts("clef"))
        #expect(!question.accepts("   "))
    }

    @Test func anOpenQuestionIsAnsweredByTypingAndWrongAnswersClearTheField() {
        var s = state(on: LevelID(chapter: 0, level: 1))
        focus("Your answer: empty", in: &s)
        for c in "door" { _ = s.reduce(.key(.character(c)), at: 1) }
        #expect(s.typed == "door")
        #expect(spoken(s.reduce(.key(.enter), at: 2)) == ["door is not right. The answer field is cleared; try again."])
        #expect(s.typed == "")
        for c in "KEY " { _ = s.reduce(.key(.character(c)), at: 3) }
        let said = spoken(s.reduce(.key(.enter), at: 4))
        #expect(said.first == "Correct!")
        #expect(s.screen == .chapterIntroduction(1))
    }

    @Test func anOpenQuestionIsAnsweredHandsFreeOnTheLetterWheel() {
        var s = state(on: LevelID(chapter: 0, level: 1))
        focus("Letter wheel", in: &s)
        // k is the 11th letter: down 11 times from nothing lands on it.
        for _ in 0..<11 { _ = s.reduce(.command(.scrollNext, source: .gesture(.tiltRight)), at: 1) }
        #expect(spoken(s.reduce(.activate, at: 1)) == ["k. Your answer: k"])
        for _ in 0..<6 { _ = s.reduce(.itemUp, at: 1) }  // e
        _ = s.reduce(.activate, at: 1)
        for _ in 0..<20 { _ = s.reduce(.itemDown, at: 1) }  // y
        _ = s.reduce(.activate, at: 1)
        #expect(s.typed == "key")
        focus("Check answer", in: &s)
        _ = s.reduce(.activate, at: 2)
        #expect(s.progress.completed.contains(LevelID(chapter: 0, level: 1)))
    }

    @Test func theRotorDoorOpensOnlyWithTheRightCustomRotor() {
        var s = state(on: LevelID(chapter: 1, level: 0))
        focus("Locked door", in: &s)
        #expect(s.focusedElement?.rotors.map(\.name) == ["Sun", "Moon", "Star"])
        #expect(
            spoken(s.reduce(.itemDown, at: 1)) == [
                "The Sun lock does not turn. The door stays locked. Try another rotor."
            ])
        #expect(spoken(s.reduce(.rotorNext, at: 2)) == ["Moon"])
        let said = spoken(s.reduce(.itemDown, at: 3))
        #expect(said.prefix(2) == ["The Moon lock turns.", "Correct!"])
        #expect(s.screen == .level(LevelID(chapter: 1, level: 1)))
    }

    @Test func cluesArePlacedInsideTheAreaWithoutOverlapsAndInReadingOrder() {
        for seed in UInt64(1)...20 {
            var s = GameState(game: SampleGame.game, seed: seed, playArea: Size(width: 60, height: 12))
            _ = s.reduce(.start(LevelID(chapter: 1, level: 0)), at: 0)
            let frames = s.elements.compactMap(\.frame)
            #expect(frames.count == 3)
            let area = Rect(x: 0, y: 0, width: 60, height: 12)
            for (i, a) in frames.enumerated() {
                #expect(area.intersection(a) == a, "seed \(seed): \(a) is outside the area")
                for b in frames[(i + 1)...] { #expect(a.intersection(b).isEmpty, "seed \(seed): \(a) overlaps \(b)") }
            }
            let order = frames.map { [$0.minY, $0.minX] }
            #expect(order == order.sorted { $0.lexicographicallyPrecedes($1) })
        }
    }

    @Test func customActionsValidateOnceEveryObjectHasOneAndLaterActionsReplace() {
        var s = state(on: LevelID(chapter: 1, level: 1))
        focus("Lamp", in: &s)
        #expect(spoken(s.reduce(.activate, at: 1)) == ["Choose an action first: move down through the actions."])
        _ = s.reduce(.itemDown, at: 1)
        _ = s.reduce(.itemDown, at: 1)  // break
        #expect(spoken(s.reduce(.activate, at: 1)) == ["Glass everywhere."])
        focus("Mirror", in: &s)
        _ = s.reduce(.itemDown, at: 1)  // turn
        #expect(
            spoken(s.reduce(.activate, at: 2)) == [
                "It faces the door.",
                "Every object has been used, but nothing happens. Change an action and try again.",
            ])
        #expect(s.screen == .level(LevelID(chapter: 1, level: 1)))
        focus("Lamp", in: &s)
        _ = s.reduce(.itemUp, at: 3)  // switch on replaces break
        let said = spoken(s.reduce(.activate, at: 3))
        #expect(said == ["Light!", "Correct!", "The end. You are free."])
        #expect(s.screen == .ending)
        #expect(s.progress.finished)
    }

    @Test func hintsUnlockOneAtATimeOverTheClock() {
        var s = state(on: LevelID(chapter: 0, level: 0), hintInterval: 10)
        #expect(spoken(s.reduce(.hint, at: 3)) == ["No hint yet. The first one unlocks in 7 seconds."])
        #expect(spoken(s.reduce(.tick, at: 10)) == ["Hint 1 is ready: press h, or activate Hint."])
        #expect(spoken(s.reduce(.tick, at: 11)) == [])
        #expect(spoken(s.reduce(.key(.character("h")), at: 12)) == ["Hint 1 of 2: Look up."])
        #expect(spoken(s.reduce(.hint, at: 25)).first == "Hint 2 of 2: It rhymes with glue.")
        #expect(spoken(s.reduce(.hint, at: 500)).first == "Hint 2 of 2: It rhymes with glue.")
        var none = state(on: LevelID(chapter: 1, level: 0))
        #expect(spoken(none.reduce(.hint, at: 100)) == ["This level has no hints."])
    }

    @Test func levelSelectShowsLockedUnlockedAndCompleted() {
        var s = GameState(
            game: SampleGame.game,
            progress: GameProgress(current: LevelID(chapter: 0, level: 1), completed: [LevelID(chapter: 0, level: 0)]))
        _ = s.reduce(.openLevelSelect, at: 0)
        let labels = s.elements.map(\.label)
        #expect(labels.contains("Chapter 1, level 1: Colours, completed"))
        #expect(labels.contains("Chapter 1, level 2: Name, unlocked"))
        #expect(labels.contains("Chapter 2, level 1: Door, locked"))
        focus("Chapter 2, level 1: Door, locked", in: &s)
        #expect(spoken(s.reduce(.activate, at: 1)) == ["Level 2.1 is locked. Solve the levels before it first."])
    }

    @Test func escapeLeavesLevelSelectForTheCurrentLevel() {
        var s = state(on: LevelID(chapter: 0, level: 1))
        _ = s.reduce(.key(.character("l")), at: 1)
        #expect(s.screen == .levelSelect)
        _ = s.reduce(.key(.escape), at: 2)
        #expect(s.screen == .level(LevelID(chapter: 0, level: 1)))
    }

    @Test func replayingACompletedLevelValidatesThatLevelNotTheCurrentOne() {
        var s = GameState(
            game: SampleGame.game,
            progress: GameProgress(
                current: LevelID(chapter: 1, level: 0),
                completed: [LevelID(chapter: 0, level: 0), LevelID(chapter: 0, level: 1)]))
        _ = s.reduce(.openLevelSelect, at: 0)
        focus("Chapter 1, level 1: Colours, completed", in: &s)
        _ = s.reduce(.activate, at: 1)
        #expect(s.screen == .level(LevelID(chapter: 0, level: 0)))
        focus("Blue", in: &s)
        let effects = s.reduce(.activate, at: 2)
        #expect(spoken(effects).first == "Well seen.")
        #expect(s.screen == .levelSelect)
        #expect(s.progress.current == LevelID(chapter: 1, level: 0))
        #expect(!s.progress.completed.contains(LevelID(chapter: 1, level: 0)))
    }

    @Test func malformedLevelsAreRejectedWithClearErrors() {
        let puzzle = CustomActionPuzzle(
            objects: ["Lamp", "Mirror"], actions: [["on", "off"], ["turn"]], results: [["Light"], ["Turned"]],
            expected: ["on"])
        #expect(
            puzzle.problems() == [
                "there are 2 objects but 1 expected actions; give one per object",
                "'Lamp' has 2 actions but 1 results; give one result per action",
            ])
        let closed = ClosedQuestion(question: "?", answers: ["A", "B"], correct: "C")
        #expect(closed.problems() == ["the correct answer 'C' is not one of the answers (A, B)"])
        let rotor = RotorPuzzle(clues: [], candidates: ["A"], answer: "A")
        #expect(rotor.problems().count == 2)
        let game = Game(
            title: "T", introduction: "", chapters: [Chapter(title: "c", introduction: "", levels: [])], ending: "")
        #expect(game.problems() == ["chapter 1 has no levels"])
    }

    @Test func aNewGameOpensWithTheIntroductionThenTheChapter() {
        var s = GameState(game: SampleGame.game)
        #expect(spoken(s.start(at: 0)) == ["Test Escape. Keys are arrows."])
        _ = s.reduce(.nextElement, at: 1)
        _ = s.reduce(.nextElement, at: 1)
        #expect(spoken(s.reduce(.activate, at: 2)) == ["Chapter 1: One. Chapter one."])
        _ = s.reduce(.previousElement, at: 3)  // wraps to the last element: the proceed button
        #expect(spoken(s.reduce(.activate, at: 3)) == ["Level 1.1: Colours. A grey room. What colour is the sky?"])
    }

    @Test func headTurnsAndNodsStepThroughElementsAndItems() {
        var s = state(on: LevelID(chapter: 1, level: 1))
        func face(_ t: Double, yaw: Double = 0, pitch: Double = 0) -> FaceMeasurement {
            FaceMeasurement(
                time: t, faceFound: true, yaw: yaw, pitch: pitch, roll: 0, eyeLeft: 0.95, eyeRight: 0.95, mouth: 0.05,
                tongue: 0)
        }
        var t = 0.0
        func feed(_ yaw: Double, _ pitch: Double, for seconds: Double) {
            let end = t + seconds
            while t < end {
                _ = s.reduce(.faceMeasured(face(t, yaw: yaw, pitch: pitch)), at: t)
                t += 1.0 / 30
            }
        }
        feed(0, 0, for: 1.5)
        feed(-0.2, 0, for: 0.4)  // turn right: next element (Lamp)
        feed(0, 0, for: 0.3)
        #expect(s.focusedElement?.label == "Lamp")
        feed(0, -0.2, for: 0.4)  // nod down: first action
        feed(0, 0, for: 0.3)
        #expect(s.chosenItem == 0)
    }
}
