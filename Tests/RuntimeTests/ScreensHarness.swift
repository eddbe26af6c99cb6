import FaceNavCore
import FaceNavTestSupport
import Features
import Runtime
import SceneApp
import SceneFormat
import Testing

/// The demo app with the settings scenes, run by the one loop and driven by face frames only, for flow
/// tests whose point is what the loop performs (the voice's rate, speech stopped): what was said, logged
/// and saved is in `recorder`. `ScreensStore` runs the same app in a `FeatureTestStore`, for tests of what
/// the app decides.
struct ScreensHarness: ShellDriving {
    static let profilePath = "/facenav-test/profile.yaml"
    static let size = Size(width: 80, height: 24)

    static func app() throws -> AppDefinition {
        try AppLoader.load(directory: OneLoopTests.root + "/Scenes/demo")
            .addingScenes(of: try AppLoader.load(directory: OneLoopTests.root + "/Scenes/settings"))
    }

    let recorder = SessionRecorder()
    var program: Program<AppFeature>
    /// The trace so far; each step appends to it and sends the new frames.
    var stream = FaceStream(start: 0.1)

    /// The app's state at the start of a flow: the demo and settings scenes on `profile` at `size`.
    static func state(profile: Profile, hasVoice: Bool) throws -> AppState {
        var state = AppState(app: try app(), profile: profile, screenSize: size)
        state.hasVoice = hasVoice
        return state
    }

    /// The app saving its profile to `profilePath`.
    static func feature(calibratesOnFirstFace: Bool) -> AppFeature {
        AppFeature(profilePath: profilePath, calibratesOnFirstFace: calibratesOnFirstFace)
    }

    init(profile: Profile, calibratesOnFirstFace: Bool = false, hasVoice: Bool = true) throws {
        program = Program(
            feature: Self.feature(calibratesOnFirstFace: calibratesOnFirstFace),
            state: try Self.state(profile: profile, hasVoice: hasVoice), performer: recorder.performer)
        program.start(size: Self.size, at: 0)
    }

    var state: AppState { program.state }
    var screen: String { program.render(size: Self.size).plainText }

    var screens: AppState { program.state }

    mutating func send(_ input: ProgramInput, at time: Double) { program.send(input, at: time) }
}
