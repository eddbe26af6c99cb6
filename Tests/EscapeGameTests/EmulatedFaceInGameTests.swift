import EscapeGame
import FaceNavCore
import Features
import Testing

/// The game under the emulated face's host (`facenav play`): the face's keys become measurements, which
/// move and activate through the game's own recognisers, as a camera's would.
@Suite struct EmulatedFaceInGameTests {
    @Test func theKeyboardWorkedFaceMovesAndActivatesThroughTheRecognisers() {
        let host = EmulatedFaceHost(GameFeature())
        var s = EmulatedFaceHost<GameFeature>.State(base: GameState(game: SampleGame.game))
        _ = s.base.reduce(.start(LevelID(chapter: 1, level: 1)), at: 0)
        var t = 0.0
        func ticks(_ seconds: Double) {
            let end = t + seconds
            while t < end {
                _ = host.reduce(&s, .tick, at: t)
                t += 1.0 / 30
            }
        }
        func press(_ key: Key) { _ = host.reduce(&s, .key(key), at: t) }
        press(.character("f"))
        #expect(s.base.inputName == "emulated face")
        #expect(s.base.inputDetail == s.emulator.face?.summary)
        #expect(s.base.inputDetail?.hasPrefix("yaw 0°") == true)
        ticks(1.2)
        for _ in 0..<6 { press(.right) }  // turn right past the threshold
        ticks(0.3)
        press(.character("0"))  // back to rest
        ticks(0.3)
        #expect(s.base.focusedElement?.label == "Lamp")
        for _ in 0..<6 { press(.down) }  // nod down: first action
        ticks(0.3)
        press(.character("0"))
        ticks(0.3)
        #expect(s.base.chosenItem == 0)
        press(.character("t"))  // tongue out: activate
        #expect(s.base.inputDetail?.hasPrefix("tongue out") == true)
        ticks(0.5)
        #expect(s.base.performed == [0, nil])
        press(.character("f"))
        #expect(s.base.inputName == "keyboard")
        #expect(s.base.inputDetail == nil)
        #expect(!s.base.isFaceVisible, "turned off, the face leaves view")
    }
}
