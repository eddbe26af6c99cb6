import FaceNavCore
import Foundation

/// Turns the outputs of MediaPipe's short-range face detector (BlazeFace, 896 anchors) into faces, as
/// MediaPipe's `face_detection_short_range` graph does: SSD anchors on a 16x16 grid (2 per cell) and an 8x8 grid
/// (6 per cell), offsets 0.5, fixed anchor size; boxes and key points decoded with scale 128; scores the
/// sigmoid of the logit clipped to ±100, kept from `minScore` up; overlapping faces (intersection over union
/// above `overlap`) merged by weighted non-maximum suppression. Coordinates come out in the model's input
/// square, 0...1. Pure.
public struct ShortRangeFaceDecoder: Sendable {
    /// Values per anchor in the regressors: box centre x, y, width, height, then six (x, y) key points.
    public static let valuesPerAnchor = 16
    /// The input square's side in pixels, which the regressors are scaled by.
    public static let inputSide = 128.0
    /// Each anchor's centre in the input square, 0...1, in the model's output order.
    public static let anchors: [(x: Double, y: Double)] = {
        var anchors: [(x: Double, y: Double)] = []
        for (cells, perCell) in [(16, 2), (8, 6)] {
            for y in 0..<cells {
                for x in 0..<cells {
                    let centre = ((Double(x) + 0.5) / Double(cells), (Double(y) + 0.5) / Double(cells))
                    anchors += Array(repeating: centre, count: perCell)
                }
            }
        }
        return anchors
    }()

    /// The lowest score a face is kept with (MediaPipe's `min_score_thresh`).
    public var minScore: Double
    /// The intersection over union above which two faces are one (MediaPipe's `min_suppression_threshold`).
    public var overlap: Double

    public init(minScore: Double = 0.5, overlap: Double = 0.3) {
        self.minScore = minScore
        self.overlap = overlap
    }

    /// The faces in the model's outputs (`regressors` [896 x 16], `scores` [896] logits), best first; nil when
    /// the outputs are not of those sizes.
    public func faces(regressors: [Float], scores: [Float]) -> [LearnedFaceDetection]? {
        let anchors = Self.anchors
        guard scores.count == anchors.count, regressors.count == anchors.count * Self.valuesPerAnchor else {
            return nil
        }
        var found: [LearnedFaceDetection] = []
        for (index, anchor) in anchors.enumerated() {
            let logit = Double(max(-100, min(100, scores[index])))
            let score = 1 / (1 + exp(-logit))
            guard score >= minScore else { continue }
            let values = regressors[index * Self.valuesPerAnchor..<(index + 1) * Self.valuesPerAnchor].map {
                Double($0) / Self.inputSide
            }
            let (x, y, width, height) = (values[0] + anchor.x, values[1] + anchor.y, values[2], values[3])
            let keypoints = (0..<6).map {
                PixelPoint(x: values[4 + 2 * $0] + anchor.x, y: values[5 + 2 * $0] + anchor.y)
            }
            found.append(
                LearnedFaceDetection(
                    box: PictureRect(x: x - width / 2, y: y - height / 2, width: width, height: height), score: score,
                    keypoints: keypoints))
        }
        return Self.merged(found, overlap: overlap)
    }

    /// Weighted non-maximum suppression: the best remaining face and every remaining one overlapping it by more
    /// than `overlap` become one, its box and key points their score-weighted mean, its score the best's.
    static func merged(_ faces: [LearnedFaceDetection], overlap: Double) -> [LearnedFaceDetection] {
        var remaining = faces.sorted { $0.score > $1.score }
        var merged: [LearnedFaceDetection] = []
        while let best = remaining.first {
            let (together, apart) = remaining.reduce(into: ([LearnedFaceDetection](), [LearnedFaceDetection]())) {
                if best.box.overlap(with: $1.box) > overlap { $0.0.append($1) } else { $0.1.append($1) }
            }
            let group = together.isEmpty ? [best] : together
            let total = group.reduce(0) { $0 + $1.score }
            func mean(_ value: (LearnedFaceDetection) -> Double) -> Double {
                group.reduce(0) { $0 + value($1) * $1.score } / total
            }
            let (left, top) = (mean(\.box.x), mean(\.box.y))
            let right = mean { $0.box.x + $0.box.width }
            let bottom = mean { $0.box.y + $0.box.height }
            let keypoints = best.keypoints.indices.map { k in
                PixelPoint(x: mean { $0.keypoints[k].x }, y: mean { $0.keypoints[k].y })
            }
            merged.append(
                LearnedFaceDetection(
                    box: PictureRect(x: left, y: top, width: right - left, height: bottom - top), score: best.score,
                    keypoints: keypoints))
            remaining = together.isEmpty ? Array(apart.dropFirst()) : apart
        }
        return merged
    }
}
