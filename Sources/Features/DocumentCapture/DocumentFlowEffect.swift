/// What the document flow asks the program to do; each result comes back as a `DocumentFlowAction`.
public enum DocumentFlowEffect: Hashable, Sendable {
    /// Try to open the camera; answered by `.cameraProbed`.
    case probeCamera
    /// Keep the camera's last full-resolution frame as this side's still; answered by `.stillCaptured`.
    case takeStill(DocumentSide)
    /// Save both stills and submit them to the backend; answered by `.judged` or `.saveFailed`.
    case submit(DocumentType)
    /// Speak this, for blind use.
    case announce(String)
    /// The flow is over.
    case finish
}
