import FaceNavCore
import FaceNavTestSupport
import Features
import Runtime
import SceneApp
import SceneFormat
import Testing

/// The demo app with the settings scenes, run by the one loop and driven by face frames only, for the
/// screens' flow tests: what was said, logged and saved is in `recorder`.
struct ScreensHarness {
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

    init(profile: Profile, calibratesOnFirstFace: Bool = false, hasVoice: Bool = true) throws {
        var state = AppState(app: try Self.app(), profile: profile, screenSize: Self.size)
        state.hasVoice = hasVoice
        program = Program(
            feature: AppFeature(profilePath: Self.profilePath, calibratesOnFirstFace: calibratesOnFirstFace),
            state: state,
            performer: recorder.performer)
        program.start(size: Self.size, at: 0)
    }

    var state: AppState { program.state }
    var screen: String { program.render(size: Self.size).plainText }

    /// Appends frames to the trace and sends them through the loop.
    mutating func face(_ build: (FaceStream) -> FaceStream) {
        let before = stream.measurements.count
        stream = build(stream)
        for frame in stream.measurements[before...] { program.send(.faceMeasured(frame), at: frame.time) }
    }

    /// Winks right (`next`) until the cursor is on `label`, each step shorter than a dwell; false if never.
    mutating func focus(_ label: String) -> Bool {
        for _ in 0..<30 where state.hovered?.label != label {
            face { $0.wink(left: false, for: 0.3).neutral(for: 0.9) }
        }
        return state.hovered?.label == label
    }

    /// Rests the head long enough for a dwell.
    mutating func rest() { face { $0.neutral(for: 2.0) } }

    /// Help > Settings > `label` by winks and dwell alone, expecting the settings page `scene`; then one wink
    /// on, so the cursor has moved off where the page's button was (dwell waits for that on a new screen).
    mutating func openSettingsPage(
        _ label: String, scene: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        for (label, scene) in [("Help", nil), ("Settings", AppState.settingsSceneID), (label, scene)] {
            let reached = focus(label)
            #expect(reached, "focus reached \(label): \(screen)", sourceLocation: sourceLocation)
            rest()
            if let scene {
                #expect(state.navigation.topSceneID == scene, "\(screen)", sourceLocation: sourceLocation)
            }
        }
        face { $0.wink(left: false, for: 0.3).neutral(for: 0.9) }
    }
}
