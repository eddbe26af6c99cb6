import Inputs
import Runtime

/// The screen the document flow shows: one case per screen of the flow, in the order they come.
public enum DocumentScreen: Hashable, Sendable {
    /// Choose CNH or RG; Back ends the flow.
    case chooseType
    /// The camera is being probed for the chosen type.
    case loading
    /// The camera cannot be opened: why (`problem` is never `.ready`), with "Check" and "Settings";
    /// `showingSettings` is its bottom sheet, which leads with the fix for this problem.
    case cameraPermission(problem: CameraStatus, showingSettings: Bool)
    /// How to hold this side; moves on by itself once `until` passes.
    case instruction(DocumentSide, until: Double)
    /// An example of how the document should sit in the frame.
    case example(DocumentSide)
    /// The live preview with the document's mask; Capture takes a still.
    case capture(DocumentSide)
    /// The captured still under a sheet: "No, retake" or "Yes".
    case confirm(DocumentSide)
    /// The backend is judging the captures; shown at least until `until`.
    case processing(until: Double)
    /// The outcome.
    case result(DocumentResult)
}
