/// Where a detector puts a face's box relative to the face's landmarks, so a box can be made from the
/// landmarks alone the way the detector would have made it.
///
/// Measured in units of the landmarks' spread (root-mean-square distance from their centroid), which follows
/// the face's size and ignores its position. Only the inner points count (brows, eyes, nose, mouth: 17–67):
/// the jaw line slides along the cheeks from frame to frame and would make the box breathe; the shape predictor was trained on detector boxes, and giving
/// it boxes of the same placement keeps its fits as good as after a detection.
public struct BoxPlacement: Hashable, Sendable {
    /// Box centre minus landmark centroid, over the spread.
    public var offsetX: Double
    public var offsetY: Double
    /// Box size over the spread.
    public var width: Double
    public var height: Double

    /// The placement of `box` around `landmarks`.
    public init(box: FaceBox, landmarks: [PixelPoint]) {
        let (center, spread) = Self.centroidAndSpread(landmarks)
        let s = max(spread, 1e-6)
        offsetX = (Double(box.x) + Double(box.width) / 2 - center.x) / s
        offsetY = (Double(box.y) + Double(box.height) / 2 - center.y) / s
        width = Double(box.width) / s
        height = Double(box.height) / s
    }

    /// The box this placement gives around `landmarks`.
    public func box(around landmarks: [PixelPoint]) -> FaceBox {
        let (center, spread) = Self.centroidAndSpread(landmarks)
        let w = width * spread
        let h = height * spread
        let cx = center.x + offsetX * spread
        let cy = center.y + offsetY * spread
        return FaceBox(
            x: Int((cx - w / 2).rounded()), y: Int((cy - h / 2).rounded()), width: max(1, Int(w.rounded())),
            height: max(1, Int(h.rounded())))
    }

    static func centroidAndSpread(_ all: [PixelPoint]) -> (PixelPoint, Double) {
        let points = all.count == 68 ? all[17..<68] : all[...]
        let n = Double(max(points.count, 1))
        var cx = 0.0
        var cy = 0.0
        for p in points {
            cx += p.x
            cy += p.y
        }
        cx /= n
        cy /= n
        var sum = 0.0
        for p in points { sum += (p.x - cx) * (p.x - cx) + (p.y - cy) * (p.y - cy) }
        return (PixelPoint(x: cx, y: cy), (sum / n).squareRoot())
    }
}
