import FaceNavCore
import Runtime
import SceneApp
import ScreenRendering

/// The selfie auto-capture app (`facenav run --app selfie`): an oval over the live preview; once a face
/// fits it, frontal and still for a moment, the photo is taken by itself and kept with its SHA-256 in the
/// image-match registry.
///
/// Its screens are `Scenes/selfie` shown by the scene app, so every press choice works on them: the cursor
/// rests on a button (dwell, with Quit behind the confirmation that starts on Cancel), a gesture or a word
/// presses the one under the cursor, keys and the mouse as anywhere.
public struct SelfieFeature: Feature {
    public typealias Action = ProgramInput

    /// How the preview is drawn: half blocks in colour, or the ASCII ramp (NO_COLOR, tests).
    public var previewMode: CameraPreview.Mode

    public init(previewMode: CameraPreview.Mode = .ascii) {
        self.previewMode = previewMode
    }

    public func action(for input: ProgramInput) -> ProgramInput? { input }

    /// Says what the app does and how the photo is taken.
    public func start(_ state: inout SelfieState, at time: Double) -> [ProgramEffect] {
        _ = state.screens.reduce(.started, at: time)
        return state.say(
            Announcement(
                "\(state.title). The photo is taken by itself when your face fits the oval, looks straight ahead and holds still."
            ), at: time)
    }

    public func reduce(_ state: inout SelfieState, _ action: ProgramInput, at time: Double) -> [ProgramEffect] {
        state.reduce(action, at: time)
    }

    public func render(_ state: SelfieState, size: Size) -> ScreenBuffer {
        SelfieRenderer(previewMode: previewMode).render(state, size: size)
    }

    public func isFinished(_ state: SelfieState) -> Bool { state.isQuitting }

    /// As the scene app: ticks move the emulated face, and switch scanning when no face sends frames.
    public func wantsTicks(_ state: SelfieState) -> Bool { AppFeature().wantsTicks(state.screens) }
}
