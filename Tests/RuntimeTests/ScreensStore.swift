import FaceNavCore
import FaceNavTestSupport
import Features
import Runtime
import SceneApp
import Testing

/// The demo app with the settings scenes (`ScreensHarness.app()`) in a `FeatureTestStore`, driven by face
/// frames: the recognisers keep private state, so the store checks what each test asserts
/// (`exhaustivity = .off`); what was said, logged and saved is read from the effects the reducer returned.
struct ScreensStore: ShellDriving {
    let store: FeatureTestStore<AppFeature>
    var stream = FaceStream(start: 0.1)

    /// The app on `profile`, resized to `ScreensHarness.size` and started at time 0, saving its profile to
    /// `ScreensHarness.profilePath`.
    init(profile: Profile, calibratesOnFirstFace: Bool = false, hasVoice: Bool = true) throws {
        store = FeatureTestStore(
            ScreensHarness.feature(calibratesOnFirstFace: calibratesOnFirstFace),
            state: try ScreensHarness.state(profile: profile, hasVoice: hasVoice))
        store.exhaustivity = .off
        store.send(input: .resized(ScreensHarness.size), at: 0)
        store.start(at: 0)
    }

    var state: AppState { store.state }
    var screens: AppState { store.state }
    var screen: String { store.screen(ScreensHarness.size) }
    var isFinished: Bool { store.feature.isFinished(store.state) }
    /// Every announcement made so far, in order.
    var said: [String] { store.announcedTexts }
    /// Every event-log line written so far, in order.
    var lines: [String] { store.loggedLines }
    /// The files written so far, by path, with their last contents.
    var files: [String: String] { store.writtenFiles }

    func send(_ input: ProgramInput, at time: Double) { store.send(input: input, at: time) }
}
