import EscapeGame
import FaceNavCore
import SceneFormat
import Testing

/// The bundled game can be finished: every level solved in turn, from the opening to the ending.
@Suite struct WholeGameTests {
    /// Solves the level on screen the way a player would: focus, rotor, items, activate.
    func solve(_ state: inout GameState, at time: Double) {
        func focus(_ role: AccessibilityElement.Role) {
            while state.focusedElement?.role != role { _ = state.reduce(.nextElement, at: time) }
        }
        switch state.level!.puzzle {
        case .closedQuestion(let question):
            focus(.answer(question.correct))
            _ = state.reduce(.activate, at: time)
        case .openQuestion(let question):
            focus(.letterWheel)
            for letter in question.accepted[0] {
                let index = LetterWheel.letters.firstIndex(of: Character(letter.lowercased()))!
                while state.chosenItem != index { _ = state.reduce(.itemDown, at: time) }
                _ = state.reduce(.activate, at: time)
            }
            focus(.checkAnswer)
            _ = state.reduce(.activate, at: time)
        case .rotor(let puzzle):
            focus(.door)
            while state.rotorSetting?.name != puzzle.answer { _ = state.reduce(.rotorNext, at: time) }
            _ = state.reduce(.itemDown, at: time)
        case .customActions(let puzzle):
            for object in puzzle.objects.indices {
                focus(.object(object))
                let expected = puzzle.actions[object].firstIndex(of: puzzle.expected[object])!
                while state.chosenItem != expected { _ = state.reduce(.itemDown, at: time) }
                _ = state.reduce(.activate, at: time)
            }
        }
    }

    @Test func everyLevelIsSolvableHandsFreeAndTheGameEnds() throws {
        let game = try EscapeGameLoader.load(directory: LevelFileTests.repository + "/Scenes/escape")
        var state = GameState(game: game)
        var heard: [String] = []
        for case .announce(let a) in state.start(at: 0) { heard.append(a.text) }
        var time = 1.0
        var solved: [LevelID] = []
        while state.screen != .ending, time < 200 {
            if let id = state.levelID {
                solve(&state, at: time)
                #expect(state.progress.completed.contains(id), "level \(id) was not solved")
                solved.append(id)
            } else {
                while state.focusedElement?.role != .proceed { _ = state.reduce(.nextElement, at: time) }
                _ = state.reduce(.activate, at: time)
            }
            time += 1
        }
        #expect(solved == game.levelIDs)
        #expect(state.screen == .ending)
        #expect(state.progress.finished)
        #expect(state.lastAnnouncement?.text.hasPrefix("The end. The garden gate swings open") == true)
        #expect(heard.first?.hasPrefix("Escape from Blindness. You wake in a house") == true)
    }
}
