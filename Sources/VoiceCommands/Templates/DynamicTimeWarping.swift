/// How far apart two sequences of feature frames are once each is stretched in time to fit the other.
///
/// Symmetric steps (a diagonal step costs its frame distance twice, a sideways step once), limited to a
/// band around the diagonal of `band` times the longer length (at least 3 frames), and divided by the
/// sum of the lengths, so a long word and a short one are judged alike. Frame distance is Euclidean.
/// Sequences more than `maximumRatio` times each other's length are infinitely far. Pure.
/// - Complexity: O(n × band × m) time, O(m) memory.
public struct DynamicTimeWarping: Hashable, Sendable {
    public var band: Double
    public var maximumRatio: Double

    public init(band: Double = 0.3, maximumRatio: Double = 2.5) {
        self.band = band
        self.maximumRatio = maximumRatio
    }

    /// The length-normalised warped distance of `a` and `b`; infinity when either is empty or their
    /// lengths are too far apart.
    public func distance(_ a: [[Float]], _ b: [[Float]]) -> Double {
        let n = a.count
        let m = b.count
        guard n > 0, m > 0, Double(max(n, m)) <= maximumRatio * Double(min(n, m)) else { return .infinity }
        let width = max(3, Int((band * Double(max(n, m))).rounded(.up)))
        var previous = [Double](repeating: .infinity, count: m)
        var current = [Double](repeating: .infinity, count: m)
        for i in 0..<n {
            let centre = Int((Double(i) * Double(m - 1) / Double(max(1, n - 1))).rounded())
            let from = max(0, centre - width)
            let to = min(m - 1, centre + width)
            for j in 0..<m { current[j] = .infinity }
            for j in from...to {
                let cost = Self.frameDistance(a[i], b[j])
                if i == 0 && j == 0 {
                    current[j] = 2 * cost
                    continue
                }
                var best = Double.infinity
                if i > 0 { best = min(best, previous[j] + cost) }
                if j > 0 { best = min(best, current[j - 1] + cost) }
                if i > 0 && j > 0 { best = min(best, previous[j - 1] + 2 * cost) }
                current[j] = best
            }
            swap(&previous, &current)
        }
        return previous[m - 1] / Double(n + m)
    }

    static func frameDistance(_ x: [Float], _ y: [Float]) -> Double {
        var sum: Float = 0
        for index in 0..<min(x.count, y.count) {
            let difference = x[index] - y[index]
            sum += difference * difference
        }
        return Double(sum.squareRoot())
    }
}
