import FaceNavCore
import Foundation

/// Checks a face that only a later cascade found: LBP, run on the face turned level by its landmarks' roll,
/// must accept at least `minimumWindows` windows of about its size there.
///
/// Haar's frontal-face cascade finds faces LBP misses (glasses, a head rolled 20°), but it also finds faces
/// that are not there: dogs' faces, on dlib's example photo, in 14 of 107 frames with no person, which the
/// landmarks then fit as well as a real face's (relative residual 0.03–0.05, against 0.01–0.09 for real
/// faces). LBP finds no face in any of those frames, and levelled it tells the two apart: around a face only
/// Haar found it accepts 10–23 windows on the glasses face, 105–141 on the 20° one, and at most 3 around a
/// dog's face (`FaceFinderSurvey.lbpAroundHaar`).
public struct LevelledFaceCheck: Sendable {
    /// The cascade that checks: OpenCV's LBP frontal face.
    public var cascade: Cascade
    public var predictor: ShapePredictor
    /// Windows the checking cascade must accept (before grouping) for the face to be taken.
    public var minimumWindows = 5

    public init(cascade: Cascade, predictor: ShapePredictor) {
        self.cascade = cascade
        self.predictor = predictor
    }

    /// Whether the face at `box` in `image` is taken.
    ///
    /// - Complexity: one landmark prediction, a bilinear copy of the region twice the box's size, and an LBP
    ///   scan of it for faces 0.4–1.2 times the box's width (a pyramid starting near 120x120 pixels).
    public func accepts(_ box: PixelRect, in image: GrayImage) -> Bool {
        let landmarks = predictor.landmarks(in: image, box: box)
        guard landmarks.count == 68 else { return false }
        let level = image.turnedSquare(
            about: box.centre, side: 2 * max(box.width, box.height), roll: HeadPoseSolver.roll(of: landmarks))
        let detector = CascadeDetector(
            cascade: cascade, minNeighbors: 0, minSize: box.width * 4 / 10, maxSize: box.width * 12 / 10)
        return detector.candidates(in: level).count >= minimumWindows
    }
}
