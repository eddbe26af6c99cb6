import FaceNavCore

/// Where a detector puts a face's box relative to the face's landmarks, so a box can be made from the
/// landmarks alone the way the detector would have made it.
///
/// The box's centre is kept relative to the centroid of the inner landmarks (brows, eyes, nose, mouth:
/// 17–67; the jaw line slides along the cheeks from frame to frame), and its size and offset are measured in
/// millimetres of the face: pixels over the head pose fit's scale (focal length over depth). The depth does
/// not change when the head turns or nods, while any spread of the landmarks in the image shrinks as the
/// face turns away; a box that shrank with it would squeeze the predictor's view of a turned face. The
/// shape predictor was trained on detector boxes, and giving it boxes of the same placement keeps its fits
/// as good as after a detection.
public struct BoxPlacement: Hashable, Sendable {
    /// Box centre minus landmark centroid, in millimetres.
    public var offsetX: Double
    public var offsetY: Double
    /// Box size in millimetres.
    public var width: Double
    public var height: Double

    /// The placement of `box` around `landmarks` seen at `scale` pixels per millimetre.
    public init(box: PixelRect, landmarks: [PixelPoint], scale: Double) {
        let center = Self.centroid(landmarks)
        let s = max(scale, 1e-9)
        offsetX = (box.centre.x - center.x) / s
        offsetY = (box.centre.y - center.y) / s
        width = Double(box.width) / s
        height = Double(box.height) / s
    }

    /// The box this placement gives around `landmarks` seen at `scale` pixels per millimetre.
    public func box(around landmarks: [PixelPoint], scale: Double) -> PixelRect {
        let center = Self.centroid(landmarks)
        let w = width * scale
        let h = height * scale
        let cx = center.x + offsetX * scale
        let cy = center.y + offsetY * scale
        return PixelRect(
            x: Int((cx - w / 2).rounded()), y: Int((cy - h / 2).rounded()), width: max(1, Int(w.rounded())),
            height: max(1, Int(h.rounded())))
    }

    static func centroid(_ all: [PixelPoint]) -> PixelPoint {
        let points = all.count == 68 ? all[17..<68] : all[...]
        let n = Double(max(points.count, 1))
        var cx = 0.0
        var cy = 0.0
        for p in points {
            cx += p.x
            cy += p.y
        }
        return PixelPoint(x: cx / n, y: cy / n)
    }
}
