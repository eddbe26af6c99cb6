import EscapeGame
import FaceNavCore
import FaceNavTestSupport
import Features
import ScreenRendering
import Testing

/// The game's screens as plain text: what a sighted player sees, and what blind mode hides.
@Suite struct GameScreenTests {
    let size = Size(width: 80, height: 24)

    func state(on id: LevelID) -> GameState {
        var state = GameState(game: SampleGame.game, playArea: GameScreenRenderer.playArea(for: size))
        _ = state.reduce(.start(id), at: 0)
        return state
    }

    @Test func aRotorLevelShowsTheStoryTheCluesAndTheDoorAtTheirPlaces() {
        var s = state(on: LevelID(chapter: 1, level: 0))
        s.focus = s.elements.firstIndex { $0.role == .door }!
        _ = s.reduce(.rotorNext, at: 1)
        let text = GameScreenRenderer().render(s, size: size).plainText
        if let mismatch = snapshotMismatch(text, named: "rotor-level") { Issue.record("\(mismatch)") }
        #expect(text.contains("Rotor: Moon (2 of 3)"))
    }

    @Test func anOpenQuestionShowsTheAnswerAndTheWheelLetter() {
        var s = state(on: LevelID(chapter: 0, level: 1))
        s.focus = s.elements.firstIndex { $0.role == .letterWheel }!
        for _ in 0..<3 { _ = s.reduce(.itemDown, at: 1) }
        _ = s.reduce(.activate, at: 1)
        let text = GameScreenRenderer().render(s, size: size).plainText
        if let mismatch = snapshotMismatch(text, named: "open-question") { Issue.record("\(mismatch)") }
        #expect(text.contains("[ Your answer: c ]"))
        #expect(text.contains("b [C] d"))
    }

    @Test func blindModeShowsOnlyThatBlindModeIsOn() {
        let s = state(on: LevelID(chapter: 0, level: 0))
        let text = GameScreenRenderer(blind: true).render(s, size: size).plainText
        if let mismatch = snapshotMismatch(text, named: "blind-mode") { Issue.record("\(mismatch)") }
        #expect(text.contains("Blind mode is on."))
        #expect(!text.contains("sky"))
        #expect(!text.contains("Blue"))
    }
}
