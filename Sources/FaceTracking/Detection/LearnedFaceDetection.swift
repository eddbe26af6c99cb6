import FaceNavCore

/// One face MediaPipe's face detector found: its box, its score and six key points, in the picture's pixels
/// (`PixelPoint`'s convention: (0, 0) is the top-left pixel's centre).
public struct LearnedFaceDetection: Hashable, Sendable {
    /// The face's box as the model draws it: brows to chin, cheek to cheek, tighter than a cascade's.
    public var box: PictureRect<Double>
    /// The model's confidence, 0...1 (the sigmoid of its logit).
    public var score: Double
    /// The key points in MediaPipe's order: the person's right eye, left eye, nose tip, mouth centre, right ear
    /// tragion, left ear tragion (on a camera picture, the right eye is the one on the left).
    public var keypoints: [PixelPoint]

    public init(box: PictureRect<Double>, score: Double, keypoints: [PixelPoint]) {
        self.box = box
        self.score = score
        self.keypoints = keypoints
    }

    /// The detection with every coordinate mapped by `transform` (the box by its corners).
    func mapped(_ transform: (PixelPoint) -> PixelPoint) -> LearnedFaceDetection {
        let topLeft = transform(PixelPoint(x: box.x, y: box.y))
        let bottomRight = transform(PixelPoint(x: box.x + box.width, y: box.y + box.height))
        return LearnedFaceDetection(
            box: PictureRect(
                x: topLeft.x, y: topLeft.y, width: bottomRight.x - topLeft.x, height: bottomRight.y - topLeft.y),
            score: score, keypoints: keypoints.map(transform))
    }
}
