import FaceNavCore
import Runtime

/// A camera or video frame, scaled down for the screen: the camera's input to the features that show the
/// picture (the camera screen, the wizard, the selfie, the document).
///
/// Never logged (the face's measurements are), so a replay shows no picture but takes the same path.
public struct CameraFrame: FeatureInput {
    public var image: PreviewImage
    /// The full frame's size in pixels, which face boxes are measured in.
    public var source: Size

    public init(image: PreviewImage, source: Size) {
        self.image = image
        self.source = source
    }

    public static var logName: String? { nil }
}
