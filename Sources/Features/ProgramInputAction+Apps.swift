import EscapeGame
import FaceNavCore
import Inputs
import Runtime
import SceneApp

// How the scene app, the game and the swipe cards read the inputs they read their own way; the rest are
// their actions' own cases (`ProgramInputAction`).

extension Action: ProgramInputAction {
    public static func forResize(_ size: Size) -> Action? { .resized(size) }
    public static func forPointer(_ point: Point, clicked: Bool) -> Action? {
        clicked ? .clicked(point) : .pointerMoved(point)
    }
    /// The camera's picture, for the camera screen and the wizard; what the input says of itself.
    public static func forFeatureInput(_ input: AnyFeatureInput) -> Action? {
        if let detail = input.as(InputDetail.self) { return .inputDetailChanged(detail.text) }
        return input.as(CameraFrame.self).map { .frameSeen($0.image, source: $0.source) }
    }
    /// Listening on or off, and each decoded utterance, for the wizard's voice step.
    public static func forVoice(_ event: VoiceInputEvent) -> Action? { .voice(event) }
}

extension GameAction: ProgramInputAction {
    public static func forResize(_ size: Size) -> GameAction? { .resized(size) }
    /// The progress file was not written: the game says so in its own words.
    public static func forWriteFailed(path: String, message: String) -> GameAction { .progressNotSaved(message) }
    public static var forQuitRequested: GameAction { .quit }
    /// What the input says of itself, for the status line.
    public static func forFeatureInput(_ input: AnyFeatureInput) -> GameAction? {
        input.as(InputDetail.self).map { .inputDetailChanged($0.text) }
    }
}

extension SwipeCardsAction: ProgramInputAction {
    public static func forResize(_ size: Size) -> SwipeCardsAction? { .resized(width: size.width) }
    public static var forQuitRequested: SwipeCardsAction { .quit }
}
