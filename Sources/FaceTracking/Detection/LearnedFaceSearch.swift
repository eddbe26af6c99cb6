import FaceNavCore
import Foundation
import Frames

/// Finds the faces the cascades miss with MediaPipe's learned face detector (`LearnedFaceDetector`): a laughing
/// face behind glasses, turned and tilted, that no OpenCV cascade finds. Each face it finds becomes the box a
/// cascade would have drawn (`box(for:in:)`), or with `startsOnKeyPoints` the box that starts dlib's 68 points on
/// the detector's key points (`keypointBox(for:in:)`), and is taken only when the landmarks fitted in that box
/// agree with the detector's own key points (`agrees(_:with:)`): both eyes, the nose tip and the mouth where the
/// detector put them. Pure but for the network's buffers (one search at a time).
public struct LearnedFaceSearch: Sendable {
    public var detector: LearnedFaceDetector
    public var predictor: ShapePredictor
    /// The lowest detector score taken. On the 107 frames without a person (`FaceFinderSurvey`) the detector
    /// finds dogs' faces scoring 0.51–0.67, two of them with landmarks that agree (0.15, 0.17); on the wink
    /// set's tune frames where the cascades also find the face 95% score 0.82 or more, but the laughing face
    /// the cascades never find scores 0.55–0.76. 0.75 keeps a margin over the dogs at the cost of most of
    /// that face's frames (48 of 448 found; 145 at 0.7); `LearnedFaceSurvey` prints these. Read in colour
    /// (`readsColour`), that face scores 0.78 or more on 9 frames in 10 and the dogs up to 0.74
    /// (`LearnedFaceColourSurvey`).
    public var minScore = 0.75
    /// How far each landmark point may lie from the detector's key point, in the detector's eye distances.
    /// Tuned on the wink set's tune part with the score floor at 0.5: on faces the cascades also find,
    /// landmarks fitted in the cascade's box lie a median 0.11 from the key points (0.23 for 95%); 0.35 let
    /// through a laughing, turned face behind glasses whose fit read its eyes swapped (a false wink), 0.2
    /// turned away three in four of that face's frames and more of others (winks 83 of 104, 391 frames with
    /// no face); 0.27 kept the false gestures at the cascades' 4 with 84 winks and 178 frames with no face.
    public var agreement = 0.27
    /// The cascade box's width over the detector box's, and its centre's shift down, in detector box widths:
    /// the medians on the wink set's tune frames where both found the face (`LearnedFaceSurvey`: 0.92, range
    /// 0.70–1.27 for 90% of them; -0.08, -0.18–0.00).
    public var widthScale = 0.92
    public var shiftDown = -0.08
    /// Whether the detector reads a frame with chroma in colour (RGB, as MediaPipe gives it the camera's
    /// picture and as it was trained) rather than its grey level in all three channels.
    ///
    /// With `startsOnKeyPoints` and `confirmsFirst` (all three on by default) it finds the laughing, turned
    /// face behind glasses that no cascade finds on most of its 448 tune frames (48 grey): on the wink set's
    /// tune part 90 of 104 winks, 0 false, eye state 0.9357, against 84, 0, 0.8911 with all three off and 88,
    /// 0, 0.9224 without `confirmsFirst` (BENCHMARKS.md, "Steady yaw for faces found on key points", issue
    /// 19, branch winks15).
    public var readsColour = true
    /// Whether a face's landmarks start in `keypointBox(for:in:)` rather than the cascade-like
    /// `box(for:in:)`; see `readsColour`.
    public var startsOnKeyPoints = true
    /// Whether a face this search found in the whole frame (where the cascades found none) is confirmed by it
    /// before the cascades rather than after them (`FaceTracker`). Each confirmation fits the landmarks again
    /// in the confirming box and keeps that box's placement around them (`BoxPlacement`). On such a face the
    /// cascades' lenient confirmation draws boxes of very different sizes (69-121 px on 2008_002079-62's
    /// blurred tune clip, frame to frame); in one too small the fit turns frontal and the box made from it
    /// shrinks frame by frame (80 to 44 px, the head's yaw from 32 to 5 degrees, until the face was lost), so
    /// its eyes read against another yaw's open level (`OpenLevel`). The key points' box places the face
    /// alike each time (fitted alone on each frame of that clip, yaw 29-33 degrees, as in the cascades' own
    /// whole-frame boxes).
    public var confirmsFirst = true

    /// Which whole-frame searches the detector finds nothing in the cascades search too: every one for 2 s
    /// after a face was seen (or the first frame), so a face just lost or just arrived is found at once; else
    /// one in three, so a face the detector misses is found at most two searches later and an empty room
    /// costs the detector's run instead of the cascades' 25 times dearer.
    public var cascadeCadence = SearchCadence(recentFace: 2, idleEvery: 3)

    public init(detector: LearnedFaceDetector, predictor: ShapePredictor) {
        self.detector = detector
        self.predictor = predictor
    }

    /// The faces in the whole of `frame` (letterboxed into the model's square), as boxes to fit landmarks in,
    /// best first.
    ///
    /// - Complexity: one run of the network, and one landmark fit per face it finds.
    public func faces(in frame: Frame) -> [PixelRect] {
        taken(detector.faces(in: read(frame)), in: frame.luma, widths: nil)
    }

    /// The faces `widths` wide in the square about `region`'s centre with its longer side: the followed face
    /// looked for where the cascades no longer find it.
    public func faces(in frame: Frame, region: PixelRect, widths: ClosedRange<Int>) -> [PixelRect] {
        taken(
            detector.faces(in: read(frame), centre: region.centre, side: Double(max(region.width, region.height))),
            in: frame.luma, widths: widths)
    }

    /// The frame as the detector reads it: in colour with `readsColour`, else its grey level.
    private func read(_ frame: Frame) -> Frame {
        readsColour ? frame : Frame(time: frame.time, index: frame.index, luma: frame.luma)
    }

    private func taken(_ found: [LearnedFaceDetection], in image: GrayImage, widths: ClosedRange<Int>?) -> [PixelRect] {
        found.compactMap { face in
            guard face.score >= minScore,
                let box = startsOnKeyPoints ? keypointBox(for: face, in: image) : box(for: face, in: image),
                widths.map({ $0.contains(box.width) }) ?? true,
                agrees(face, with: predictor.landmarks(in: image, box: box))
            else { return nil }
            return box
        }
    }

    /// The square box a cascade draws around the face the detector found, clipped to the image; nil when
    /// nothing of it is left.
    public func box(for face: LearnedFaceDetection, in image: GrayImage) -> PixelRect? {
        let side = face.box.width * widthScale
        let (x, y) = (
            face.box.centre.x + 0.5 - side / 2, face.box.centre.y + 0.5 + face.box.width * shiftDown - side / 2
        )
        let left = max(Int(x.rounded()), 0)
        let top = max(Int(y.rounded()), 0)
        let right = min(Int((x + side).rounded()), image.width)
        let bottom = min(Int((y + side).rounded()), image.height)
        guard right - left >= 8, bottom - top >= 8 else { return nil }
        return PixelRect(x: left, y: top, width: right - left, height: bottom - top)
    }

    /// The square box in which dlib's mean shape puts its eye centres, nose tip and mouth centre nearest the
    /// detector's four key points (least squares, one scale for both axes); nil when its centre is outside the
    /// image. It is not clipped to the image: a face cut by the frame's edge keeps a square box (the predictor
    /// reads black beyond the edge), where a clipped one would squash the mean shape into what is left.
    ///
    /// The predictor starts from its mean shape placed in the box: a box centred on the detector's box puts a
    /// frontal shape's eyes in the middle of a face turned away, beside the real eyes, and the fit often stays
    /// there; placed by the key points, it starts where the eyes, nose and mouth are.
    public func keypointBox(for face: LearnedFaceDetection, in image: GrayImage) -> PixelRect? {
        guard face.keypoints.count >= 4 else { return nil }
        let mean = predictor.meanShapeFeatures
        let k = Array(face.keypoints.prefix(4))
        let (mu, mv) = (mean.reduce(0) { $0 + $1.x } / 4, mean.reduce(0) { $0 + $1.y } / 4)
        let (mx, my) = (k.reduce(0) { $0 + $1.x } / 4, k.reduce(0) { $0 + $1.y } / 4)
        var (along, spread) = (0.0, 0.0)
        for (m, p) in zip(mean, k) {
            along += (m.x - mu) * (p.x - mx) + (m.y - mv) * (p.y - my)
            spread += (m.x - mu) * (m.x - mu) + (m.y - mv) * (m.y - mv)
        }
        guard spread > 0, along > 0 else { return nil }
        // BoxFrame: pixel = corner + (side - 1) * unit.
        let scale = along / spread
        let (x, y, side) = (mx - scale * mu, my - scale * mv, Int((scale + 1).rounded()))
        let box = PixelRect(x: Int(x.rounded()), y: Int(y.rounded()), width: side, height: side)
        let (cx, cy) = box.centre
        guard side >= 8, cx >= 0, cy >= 0, cx < Double(image.width), cy < Double(image.height) else { return nil }
        return box
    }

    /// The farthest of the landmarks' eye centres, nose tip and mouth centre from the detector's, in the
    /// detector's eye distances; infinity without 68 landmarks.
    public static func disagreement(_ face: LearnedFaceDetection, with landmarks: [PixelPoint]) -> Double {
        guard landmarks.count == 68, face.keypoints.count >= 4 else { return .infinity }
        func mean(_ range: ClosedRange<Int>) -> PixelPoint {
            let points = landmarks[range]
            return PixelPoint(
                x: points.reduce(0) { $0 + $1.x } / Double(points.count),
                y: points.reduce(0) { $0 + $1.y } / Double(points.count))
        }
        let ours = [mean(36...41), mean(42...47), landmarks[30], mean(48...67)]
        let k = face.keypoints
        let eyes = max(hypot(k[1].x - k[0].x, k[1].y - k[0].y), 1)
        return zip(ours, k).map { hypot($0.x - $1.x, $0.y - $1.y) / eyes }.max() ?? .infinity
    }

    /// Whether the landmarks fitted in the face's box agree with the detector's key points within `agreement`.
    public func agrees(_ face: LearnedFaceDetection, with landmarks: [PixelPoint]) -> Bool {
        Self.disagreement(face, with: landmarks) <= agreement
    }
}
