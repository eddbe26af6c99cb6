import FaceNavCore
import Runtime
import ScreenRendering

/// The selfie auto-capture app (`facenav run --app selfie`): an oval over the live preview; once a face
/// fits it, frontal and still for a moment, the photo is taken by itself and kept with its SHA-256 in the
/// image-match registry.
public struct SelfieFeature: Feature {
    /// How the preview is drawn: half blocks in colour, or the ASCII ramp (NO_COLOR, tests).
    public var previewMode: CameraPreview.Mode

    public init(previewMode: CameraPreview.Mode = .ascii) {
        self.previewMode = previewMode
    }

    public func action(for input: ProgramInput) -> SelfieAction? {
        switch input {
        case .frameSeen(let image, let source): .frameSeen(image, source: source)
        case .faceMeasured(let face): .faceMeasured(face)
        case .captured(let result): .captured(result)
        case .key(let key): .key(key)
        case .heard(let command, _): .command(command)
        case .inputChanged(let name): .inputChanged(name)
        case .notice(let announcement): .notice(announcement)
        case .writeFailed(let path, let message):
            .notice(Announcement("Not saved: \(path): \(message)", priority: .important))
        case .quitRequested: .quit
        case .pointerMoved, .clicked, .resized, .tick, .cameraChecked: nil
        }
    }

    /// Says what the app does and how the photo is taken.
    public func start(_ state: inout SelfieState, at time: Double) -> [ProgramEffect] {
        state.say(
            Announcement(
                "\(state.title). The photo is taken by itself when your face fits the oval, looks straight ahead and holds still."
            ), at: time)
    }

    public func reduce(_ state: inout SelfieState, _ action: SelfieAction, at time: Double) -> [ProgramEffect] {
        state.reduce(action, at: time)
    }

    public func render(_ state: SelfieState, size: Size) -> ScreenBuffer {
        SelfieRenderer(previewMode: previewMode).render(state, size: size)
    }

    public func isFinished(_ state: SelfieState) -> Bool { state.isQuitting }

    public func wantsTicks(_ state: SelfieState) -> Bool { false }
}
