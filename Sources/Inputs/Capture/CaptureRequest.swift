import Runtime

/// A photo a feature asks the camera side to take and keep (`ProgramEffect.capture`): the full-resolution
/// frame seen last is written as a JPEG there, and the result comes back as `ProgramInput.captured`.
public enum CaptureRequest: FeatureEffect {
    /// A selfie: saved under the data folder's `FaceDetection/` and added to the image-match registry.
    case selfie
    /// One side of a document ("front" or "back"): saved in the run's capture folder and judged.
    case document(side: String)

    /// The name the event log uses: "selfie", "document-front".
    public var name: String {
        switch self {
        case .selfie: "selfie"
        case .document(let side): "document-\(side)"
        }
    }

    /// The request a log name stands for; nil for an unknown name.
    public init?(name: String) {
        if name == "selfie" {
            self = .selfie
        } else if name.hasPrefix("document-"), name.count > 9 {
            self = .document(side: String(name.dropFirst(9)))
        } else {
            return nil
        }
    }
}
