import Foundation

/// A small, cheap picture of one eye, made to change when the lids move and to stay the same when the head
/// drifts or the light changes: what `EyeChangeGate` compares to decide whether the iris model must read
/// the eye again.
///
/// A `side` x `side` grid over a square `widthsPerSide` corner-to-corner distances wide, centred between
/// the eye's corners and turned with the line between them, as `EyeCrop` places the model's crop, so a
/// head that moves or rolls leaves it nearly the same. Each cell is the mean of `subsamples` x
/// `subsamples` bilinear luma samples (a large face's sub-pixel shifts do not alias); then the grid's mean
/// is removed and the cells are divided by their mean absolute value, the eye's contrast (at least
/// `minimumContrast` grey levels), so neither a brighter nor a dimmer light changes it.
///
/// Why these sizes (from the wink, Megamind and face-size videos): the smallest change a lid shutting or
/// opening makes from one frame to the next, over the largest (99th percentile) difference of an open eye
/// from itself up to half a second earlier on the face-size videos, is 2.4 for a square 1.2 eye widths
/// wide, 2.1 for 1.6 widths and 1.6 for the model's whole crop (2.3 widths, mostly cheek and brow);
/// narrower squares and flatter rectangles did no better (2.0–2.3), nor did one sample a cell. Without the
/// division by the contrast it was 1.8.
///
/// - Complexity: `side² · subsamples²` luma samples whatever the face's size (1024 with the defaults,
///   against the 4096 three-channel pixels of the model's crop).
public struct EyeSignature: Hashable, Sendable {
    /// The grid's side, in cells.
    public let side: Int
    /// The cells row after row, mean removed, in units of the eye's contrast.
    public let cells: [Float]
    /// The eye's contrast: the cells' mean absolute difference from their mean before the division, in grey
    /// levels (at least `minimumContrast`).
    public let contrast: Float

    /// The contrast below which a patch counts as flat (a covered camera, a dark room): its cells are
    /// divided by this rather than by their own tiny spread, so noise does not become a change.
    public static let minimumContrast: Float = 4

    /// The signature of the eye whose corners are `first` and `second` in `image`.
    public init(
        image: GrayImage, from first: PixelPoint, to second: PixelPoint, side: Int = 16, widthsPerSide: Double = 1.2,
        subsamples: Int = 2
    ) {
        self.side = side
        let center = PixelPoint(x: (first.x + second.x) / 2, y: (first.y + second.y) / 2)
        let dx = second.x - first.x
        let dy = second.y - first.y
        let length = max(hypot(dx, dy), 1e-6)
        let samplesPerSide = side * subsamples
        let step = length * widthsPerSide / Double(samplesPerSide)
        let (ux, uy) = (dx / length * step, dy / length * step)
        let half = Double(samplesPerSide) / 2 - 0.5
        var sums = [Float](repeating: 0, count: side * side)
        for row in 0..<samplesPerSide {
            let v = Double(row) - half
            let cellRow = row / subsamples * side
            for column in 0..<samplesPerSide {
                let u = Double(column) - half
                let x = center.x + u * ux - v * uy
                let y = center.y + u * uy + v * ux
                sums[cellRow + column / subsamples] += Float(FrameColourSampler.sample(image, x: x, y: y))
            }
        }
        let count = Float(sums.count)
        let mean = sums.reduce(0, +) / count
        let centred = sums.map { $0 - mean }
        let perCell = Float(subsamples * subsamples)
        contrast = max(centred.reduce(0) { $0 + abs($1) } / (count * perCell), Self.minimumContrast)
        let scale = 1 / (contrast * perCell)
        cells = centred.map { $0 * scale }
    }

    /// A signature of given cells (`side * side` of them), for tests.
    init(side: Int, cells: [Float]) {
        precondition(cells.count == side * side, "a signature has side * side cells")
        self.side = side
        self.cells = cells
        contrast = 1
    }

    /// The mean absolute difference between the two signatures' cells, in units of the eyes' contrast:
    /// 0 for the same picture, about 0.1 for an open eye a frame later, 0.4 or more for a lid that shut;
    /// infinite when the grids' sizes differ.
    public func difference(from other: EyeSignature) -> Double {
        guard other.cells.count == cells.count, !cells.isEmpty else { return .infinity }
        var total: Float = 0
        for i in cells.indices { total += abs(cells[i] - other.cells[i]) }
        return Double(total) / Double(cells.count)
    }
}
