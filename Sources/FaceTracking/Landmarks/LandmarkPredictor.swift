import FaceNavCore

/// Places the 68 face landmarks (the iBUG 300-W layout dlib's model uses) inside a face's box.
///
/// Points 0–16 jaw, 17–26 brows, 27–35 nose, 36–41 the right eye as seen in the image (the subject's own
/// right eye in an unmirrored camera), 42–47 the other eye, 48–59 outer lips, 60–67 inner lips.
public protocol LandmarkPredictor {
    /// Exactly 68 points, in image pixels.
    func landmarks(in image: GrayImage, box: PixelRect) -> [PixelPoint]
}
