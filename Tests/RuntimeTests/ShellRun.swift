import FaceNavCore
import FaceNavTestSupport
import Features
import Inputs
import Runtime
import SceneApp
import SceneFormat

/// FaceNav's shell over one app in the whole loop (`Program`), with every effect performed into a
/// `SessionRecorder`: for tests whose point is the loop (its log replays; what the performer says and
/// writes). Tests of the shell's own decisions use `ShellStore`.
struct ShellRun: ShellDriving {
    let recorder = SessionRecorder()
    var program: Program<HandsFreeShell>
    var stream = FaceStream(start: 0.1)

    /// The shell over the app `name` opens (`HandsFreeShellTests.app(_:)`), started at time 0; no camera.
    init(_ name: String) throws {
        let shell = HandsFreeShell(profilePath: HandsFreeShellTests.profilePath)
        let screens = try AppLoader.load(directory: OneLoopTests.root + "/Scenes/settings")
        program = Program(
            feature: shell,
            state: shell.initialState(
                app: try HandsFreeShellTests.app(name), screens: screens,
                profile: CalibrationWizardFlowTests.joystick, size: HandsFreeShellTests.size),
            performer: recorder.performer(handlers: [CaptureHandler.none.handler, CameraCheck.none.handler]))
        program.start(size: HandsFreeShellTests.size, at: 0)
    }

    var screens: AppState { program.state.screens }
    var screen: String { program.render(size: HandsFreeShellTests.size).plainText }

    mutating func send(_ input: ProgramInput, at time: Double) { program.send(input, at: time) }
}
