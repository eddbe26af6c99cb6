import FaceNavCore
import Features
import Inputs
import Runtime
import SceneApp
import SceneFormat
import Testing

/// The emulated face as an input source: keys move it and go no further, ticks become measurements.
@Suite struct EmulatedFaceInputTests {
    @Test func offItPassesEverythingOnButF() {
        var source = EmulatedFaceInput()
        #expect(source.inputs(for: .key(.left), takesText: false, at: 0) == nil)
        #expect(source.inputs(for: .tick, takesText: false, at: 0) == nil)
        #expect(source.inputs(for: .key(.character("z")), takesText: false, at: 0) == nil)
        #expect(!source.isOn)
    }

    @Test func fTurnsItOnAndOffSayingWhatDrives() {
        var source = EmulatedFaceInput()
        let on = source.inputs(for: .key(.character("f")), takesText: false, at: 1)
        #expect(on == [.inputChanged("emulated face"), .notice(Announcement(EmulatedFaceInput.onNotice))])
        #expect(source.isOn)
        let off = source.inputs(for: .key(.character("f")), takesText: false, at: 2)
        #expect(off == [.inputChanged("keyboard"), .notice(Announcement(EmulatedFaceInput.offNotice))])
        #expect(!source.isOn)
    }

    @Test func fIsTypedWhileLettersAreText() {
        var source = EmulatedFaceInput()
        #expect(source.inputs(for: .key(.character("f")), takesText: true, at: 0) == nil)
        #expect(!source.isOn)
    }

    @Test func keysMoveTheFaceAndTicksMeasureIt() throws {
        var source = EmulatedFaceInput()
        _ = source.inputs(for: .key(.character("f")), takesText: false, at: 0)
        #expect(source.inputs(for: .key(.left), takesText: false, at: 0.1) == [])
        #expect(source.inputs(for: .key(.left), takesText: false, at: 0.1) == [])
        #expect(source.inputs(for: .key(.character("z")), takesText: false, at: 0.1) == [])
        #expect(source.inputs(for: .key(.enter), takesText: false, at: 0.1) == nil, "not a face key")
        let ticked = source.inputs(for: .tick, takesText: false, at: 0.5)
        let inputs = try #require(ticked)
        #expect(inputs.count == 2)
        #expect(inputs.last == .tick)
        guard case .faceMeasured(let face) = inputs.first else {
            Issue.record("a tick first sends the face: \(inputs)")
            return
        }
        #expect(face.time == 0.5)
        #expect(face.faceFound)
        #expect(face.yaw == 2 * EmulatedFace.turnStep)
        #expect(face.eyeLeft < 0.5 && face.eyeRight > 0.5)
    }

    @Test func outOfViewTicksAreALostFace() throws {
        var source = EmulatedFaceInput()
        _ = source.inputs(for: .key(.character("f")), takesText: false, at: 0)
        _ = source.inputs(for: .key(.character("v")), takesText: false, at: 0)
        let ticked = source.inputs(for: .tick, takesText: false, at: 1)
        let inputs = try #require(ticked)
        #expect(inputs.first == .faceMeasured(.lost(at: 1)))
    }
}

/// The scene app under the emulated face's host (`facenav run` without `--app`): it sees measurements,
/// never the face's keys, and its status line shows the face's summary.
@Suite struct EmulatedFaceHostTests {
    @Test func theAppSeesTheEmulatedFaceOnlyAsMeasurements() throws {
        let app = try AppLoader.load(directory: OneLoopTests.root + "/Scenes/demo")
        let host = EmulatedFaceHost(AppFeature())
        var state = EmulatedFaceHost<AppFeature>.State(
            base: AppState(app: app, screenSize: Size(width: 80, height: 24)))
        #expect(!host.wantsTicks(state))
        _ = host.reduce(&state, .key(.character("f")), at: 0)
        #expect(host.wantsTicks(state))
        #expect(state.base.inputName == "emulated face")
        _ = host.reduce(&state, .key(.left), at: 0.05)
        _ = host.reduce(&state, .key(.left), at: 0.05)
        #expect(state.emulator.face?.yaw == 2 * EmulatedFace.turnStep)
        #expect(state.base.lastFace == nil, "keys alone send no frame")
        _ = host.reduce(&state, .tick, at: 0.1)
        #expect(state.base.isFaceVisible)
        #expect(state.base.lastFace?.yaw == 2 * EmulatedFace.turnStep)
        _ = host.reduce(&state, .key(.character("z")), at: 0.15)
        #expect(state.base.inputDetail?.hasPrefix("left eye shut") == true)
        _ = host.reduce(&state, .tick, at: 0.2)
        #expect(state.base.lastFace?.eyeLeft ?? 1 < 0.5)
        #expect(state.base.lastFace?.eyeRight ?? 0 > 0.5)
        _ = host.reduce(&state, .key(.character("f")), at: 0.3)
        #expect(!state.emulator.isOn)
        #expect(state.base.inputName == "keyboard")
        #expect(!state.base.isFaceVisible)
    }
}
