import FaceNavCore
import Inputs
import Runtime
import SceneApp

/// What the document capture app knows: the flow, the scene app showing its screens, and what the camera
/// side has reported (when a frame was last seen, each side's verdict).
public struct DocumentCaptureState: Hashable {
    public var flow = DocumentFlow()
    /// The screens (Scenes/document), driven by face, voice, dwell, keys and mouse like any scene app.
    public var screens: AppState
    /// When the last camera frame arrived: frames arriving is how the flow knows the camera works.
    public var lastFrameAt: Double?
    /// The backend's verdict on each side, from the capture's result.
    public var verdicts: [DocumentSide: CaptureResult.Outcome] = [:]
    /// The latest camera frame, scaled down, for the capture screen's preview.
    public var preview: PreviewImage?
    /// The JPEGs kept, in the order taken.
    public var files: [String] = []
    /// The picture each side was taken from (the preview at the moment of Capture), shown while the user
    /// is asked whether it is readable.
    public var stills: [DocumentSide: PreviewImage] = [:]

    public init(screens: AppState) {
        self.screens = screens
    }
}
