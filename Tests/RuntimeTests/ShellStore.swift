import FaceNavCore
import FaceNavTestSupport
import Features
import Runtime
import SceneApp
import SceneFormat
import Testing

/// FaceNav's shell over one app in a `FeatureTestStore`, driven as a person drives it: a face stream,
/// keys, words. The recognisers and the screens keep private state no test can write, so the store checks
/// what each test asserts (`exhaustivity = .off`); the effects stay waiting, and what was said and logged
/// is read from them. Only the shell's reducer runs: nothing is performed and no answer comes back.
struct ShellStore: ShellDriving {
    let store: FeatureTestStore<HandsFreeShell>
    var stream = FaceStream(start: 0.1)

    /// The shell over the app `name` opens (`HandsFreeShellTests.app(_:)`), resized and started at time 0.
    init(_ name: String) throws {
        try self.init(app: HandsFreeShellTests.app(name))
    }

    /// The shell over `app`, resized and started at time 0.
    init(app: FeatureInstance, profile: Profile = CalibrationWizardFlowTests.joystick) throws {
        let shell = HandsFreeShell(profilePath: HandsFreeShellTests.profilePath)
        let screens = try AppLoader.load(directory: OneLoopTests.root + "/Scenes/settings")
        store = FeatureTestStore(
            shell,
            state: shell.initialState(app: app, screens: screens, profile: profile, size: HandsFreeShellTests.size))
        store.exhaustivity = .off
        store.send(input: .resized(HandsFreeShellTests.size), at: 0)
        store.start(at: 0)
    }

    var state: HandsFreeShellState { store.state }
    var screens: AppState { store.state.screens }
    var screen: String { store.screen(HandsFreeShellTests.size) }
    var isFinished: Bool { store.feature.isFinished(store.state) }
    var isRunningAnother: Bool { store.feature.isRunningAnother(store.state) }

    /// Every announcement made so far, in order.
    var said: [String] { store.announcedTexts }
    /// Every event-log line written so far, in order.
    var lines: [String] { store.loggedLines }
    /// The files written so far, by path, with their last contents.
    var files: [String: String] { store.writtenFiles }

    func send(_ input: ProgramInput, at time: Double) { store.send(input: input, at: time) }
}
