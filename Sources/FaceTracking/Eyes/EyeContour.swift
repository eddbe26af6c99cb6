import Foundation

/// An eye's outline as MediaPipe's iris-landmark model draws it, in crop pixels: the two corners and seven
/// points along each lid.
///
/// The model's first 16 of its 71 points, in its order: point 0 the corner on the crop's left, 1–7 the
/// lower lid from left to right, 8 the other corner, 9–15 the upper lid from left to right (MediaPipe's
/// face-mesh points 33, 7, 163, 144, 145, 153, 154, 155, 133, 246, 161, 160, 159, 158, 157, 173).
public struct EyeContour: Hashable, Sendable {
    /// The number of values the model gives for its 71 points, (x, y, z) each.
    public static let modelValueCount = 213

    public var points: [PixelPoint]

    /// The outline from the model's first output tensor: 71 (x, y, z) triples in crop pixels; nil when
    /// there are too few values or any is not finite.
    public init?(modelOutput values: [Float]) {
        guard values.count >= 48, values.prefix(48).allSatisfy(\.isFinite) else { return nil }
        points = (0..<16).map { PixelPoint(x: Double(values[3 * $0]), y: Double(values[3 * $0 + 1])) }
    }

    public init(points: [PixelPoint]) {
        precondition(points.count == 16, "an eye contour has 16 points")
        self.points = points
    }

    /// How far the lids stand apart over the eye's width: the gap between the upper and the lower lid,
    /// across the line from corner to corner, averaged over the middle half of the eye, divided by the
    /// corner-to-corner distance. About 0.25 for an open eye in the model's outlines; a closed lid halves it
    /// or less.
    public var lidOpening: Double {
        let first = points[0]
        let second = points[8]
        let dx = second.x - first.x
        let dy = second.y - first.y
        let width = hypot(dx, dy)
        guard width > 1e-6 else { return 0 }
        // Each point as (along, across): along 0 at the first corner, 1 at the second; across downwards.
        func local(_ p: PixelPoint) -> (along: Double, across: Double) {
            let x = p.x - first.x
            let y = p.y - first.y
            return ((x * dx + y * dy) / (width * width), (-x * dy + y * dx) / (width * width))
        }
        let lower = ([first] + points[1...7] + [second]).map(local)
        let upper = ([first] + points[9...15] + [second]).map(local)
        let samples = (0..<11).map { 0.25 + Double($0) / 20 }
        let gaps = samples.map { Self.interpolate(lower, at: $0) - Self.interpolate(upper, at: $0) }
        return max(0, gaps.reduce(0, +) / Double(gaps.count))
    }

    /// The polyline's `across` where its `along` reaches `s` (its end's, beyond either end).
    static func interpolate(_ line: [(along: Double, across: Double)], at s: Double) -> Double {
        guard let start = line.first, let end = line.last else { return 0 }
        if s <= start.along { return start.across }
        for (a, b) in zip(line, line.dropFirst()) where a.along <= s && s <= b.along {
            let span = b.along - a.along
            return span > 1e-9 ? a.across + (b.across - a.across) * (s - a.along) / span : a.across
        }
        return end.across
    }
}
