import FaceNavCore

/// OpenCV's `groupRectangles`: merges the many overlapping windows a cascade accepts around one face into
/// one box, keeping only groups of more than `minNeighbors` windows.
///
/// Two boxes are alike when every edge is within `eps` times their mean smaller side of the other's;
/// groups are the connected sets of alike boxes, each replaced by its mean box. A kept box that lies inside
/// a bigger kept box (within `eps` of its size) is dropped when that box has more windows (and more than 3).
public enum RectangleGrouping {
    /// The grouped boxes, each with the number of windows it merges, in the order of the groups' first box.
    /// With `minNeighbors` <= 0 the boxes come back unchanged, each counting 1.
    public static func group(_ boxes: [PixelRect], minNeighbors: Int, eps: Double = 0.2) -> [(
        box: PixelRect, count: Int
    )] {
        guard minNeighbors > 0, !boxes.isEmpty else { return boxes.map { ($0, 1) } }
        let labels = partition(boxes, eps: eps)
        let classCount = (labels.max() ?? -1) + 1
        var totals = [(x: Int, y: Int, width: Int, height: Int)](repeating: (0, 0, 0, 0), count: classCount)
        var counts = [Int](repeating: 0, count: classCount)
        for (box, label) in zip(boxes, labels) {
            totals[label].x += box.x
            totals[label].y += box.y
            totals[label].width += box.width
            totals[label].height += box.height
            counts[label] += 1
        }
        let means = (0..<classCount).map { c -> PixelRect in
            let s = 1 / Float(counts[c])
            func mean(_ total: Int) -> Int { Int((Float(total) * s).rounded(.toNearestOrEven)) }
            return PixelRect(
                x: mean(totals[c].x), y: mean(totals[c].y), width: mean(totals[c].width),
                height: mean(totals[c].height))
        }
        var result: [(box: PixelRect, count: Int)] = []
        for i in 0..<classCount {
            let r1 = means[i]
            let n1 = counts[i]
            guard n1 > minNeighbors else { continue }
            var swallowed = false
            for j in 0..<classCount where j != i && counts[j] > minNeighbors {
                let r2 = means[j]
                let n2 = counts[j]
                let dx = Int((Double(r2.width) * eps).rounded(.toNearestOrEven))
                let dy = Int((Double(r2.height) * eps).rounded(.toNearestOrEven))
                if r1.x >= r2.x - dx && r1.y >= r2.y - dy && r1.x + r1.width <= r2.x + r2.width + dx
                    && r1.y + r1.height <= r2.y + r2.height + dy && (n2 > max(3, n1) || n1 < 3)
                {
                    swallowed = true
                    break
                }
            }
            if !swallowed { result.append((r1, n1)) }
        }
        return result
    }

    /// Whether OpenCV's `SimilarRects(eps)` counts two boxes alike.
    public static func areSimilar(_ r1: PixelRect, _ r2: PixelRect, eps: Double = 0.2) -> Bool {
        let delta = eps * Double(min(r1.width, r2.width) + min(r1.height, r2.height)) * 0.5
        return Double(abs(r1.x - r2.x)) <= delta && Double(abs(r1.y - r2.y)) <= delta
            && Double(abs(r1.x + r1.width - r2.x - r2.width)) <= delta
            && Double(abs(r1.y + r1.height - r2.y - r2.height)) <= delta
    }

    /// The connected sets of alike boxes, numbered in the order of their first box (as `cv::partition`).
    static func partition(_ boxes: [PixelRect], eps: Double) -> [Int] {
        var parent = Array(0..<boxes.count)
        func root(_ i: Int) -> Int {
            var r = i
            while parent[r] != r { r = parent[r] }
            var k = i
            while parent[k] != r {
                let next = parent[k]
                parent[k] = r
                k = next
            }
            return r
        }
        for i in 0..<boxes.count {
            for j in (i + 1)..<boxes.count where areSimilar(boxes[i], boxes[j], eps: eps) {
                let a = root(i)
                let b = root(j)
                if a != b { parent[max(a, b)] = min(a, b) }
            }
        }
        var labelOfRoot = [Int: Int]()
        return (0..<boxes.count).map { i in
            let r = root(i)
            if let label = labelOfRoot[r] { return label }
            let label = labelOfRoot.count
            labelOfRoot[r] = label
            return label
        }
    }
}
