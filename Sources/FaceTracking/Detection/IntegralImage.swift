/// The summed-area tables of an 8-bit image, as OpenCV's `integral(image, sum, sqsum, tilted)` makes them:
/// any upright rectangle's sum (and sum of squares) in four reads, and any rectangle turned 45° in four.
///
/// Each table has `(width + 1) * (height + 1)` entries, row after row; entry (X, Y) holds
/// - `sums`: the sum of pixels x < X, y < Y;
/// - `squaredSums`: the same of the squares, modulo 2^32 (OpenCV keeps them in 32 bits too; a window's
///   difference is exact while it stays below 2^32);
/// - `tiltedSums`: the sum of pixels with y < Y and |x - X + 1| <= Y - y - 1, the triangle above (X - 1, Y - 1).
public struct IntegralImage: Sendable {
    public let width: Int
    public let height: Int
    public var sums: [Int32]
    public var squaredSums: [UInt32]
    public var tiltedSums: [Int32]

    /// The tables of `image`; the tilted one only when `tilted` is true (it stays empty otherwise).
    public init(_ image: GrayImage, tilted: Bool = false) {
        width = image.width
        height = image.height
        let count = (width + 1) * (height + 1)
        var sums = [Int32](repeating: 0, count: count)
        var squares = [Int32](repeating: 0, count: count)
        var tiltedSums = [Int32](repeating: 0, count: tilted ? count : 0)
        image.pixels.withUnsafeBufferPointer { pixels in
            sums.withUnsafeMutableBufferPointer { s in
                squares.withUnsafeMutableBufferPointer { q in
                    tiltedSums.withUnsafeMutableBufferPointer { t in
                        var scratch = [Int32](repeating: 0, count: 4 * (image.width + 2))
                        scratch.withUnsafeMutableBufferPointer { scratch in
                            Self.fill(
                                pixels: pixels.baseAddress!, width: image.width, height: image.height,
                                step: image.width + 1,
                                sums: s.baseAddress!, squares: q.baseAddress!, tilted: tilted ? t.baseAddress! : nil,
                                scratch: scratch.baseAddress!)
                        }
                    }
                }
            }
        }
        self.sums = sums
        self.squaredSums = squares.map { UInt32(bitPattern: $0) }
        self.tiltedSums = tiltedSums
    }

    /// The sum of the pixels of the rectangle at (x, y) of `width` x `height`, which must lie in the image.
    public func sum(x: Int, y: Int, width w: Int, height h: Int) -> Int {
        let step = width + 1
        return Int(sums[y * step + x]) - Int(sums[y * step + x + w]) - Int(sums[(y + h) * step + x])
            + Int(sums[(y + h) * step + x + w])
    }

    /// The sum over OpenCV's tilted rectangle (x, y, w, h): the rectangle turned 45° whose top corner is
    /// at (x, y), with sides of w going down-right and h going down-left.
    public func tiltedSum(x: Int, y: Int, width w: Int, height h: Int) -> Int {
        let step = width + 1
        return Int(tiltedSums[y * step + x]) - Int(tiltedSums[(y + h) * step + x - h])
            - Int(tiltedSums[(y + w) * step + x + w]) + Int(tiltedSums[(y + w + h) * step + x + w - h])
    }

    /// Fills the tables of a `width` x `height` image whose rows are `width` bytes apart into tables whose
    /// rows are `step` entries apart (step > width). `tilted` may be nil. `scratch` holds 4 * (width + 2).
    ///
    /// The tilted table uses two diagonal running sums of row prefix sums, A (down-left diagonals) and B
    /// (down-right diagonals): T(X, Y) = A(X, Y) - B(X, Y), with A(X, Y) = A(X + 1, Y - 1) + R(Y - 1, X) and
    /// B(X, Y) = B(X - 1, Y - 1) + R(Y - 1, X - 1), where R(y, c) is the sum of row y left of column c.
    /// - Complexity: O(width * height), one pass.
    static func fill(
        pixels: UnsafePointer<UInt8>, width: Int, height: Int, step: Int, sums: UnsafeMutablePointer<Int32>,
        squares: UnsafeMutablePointer<Int32>?, tilted: UnsafeMutablePointer<Int32>?,
        scratch: UnsafeMutablePointer<Int32>
    ) {
        for x in 0...width { sums[x] = 0 }
        if let squares { for x in 0...width { squares[x] = 0 } }
        for y in 0..<height {
            let row = pixels + y * width
            let above = sums + y * step
            let here = above + step
            here[0] = 0
            var s: Int32 = 0
            if let squares {
                let aboveSquares = squares + y * step
                let hereSquares = aboveSquares + step
                hereSquares[0] = 0
                var q: Int32 = 0
                for x in 0..<width {
                    let v = Int32(row[x])
                    s &+= v
                    q &+= v &* v
                    here[x + 1] = above[x + 1] &+ s
                    hereSquares[x + 1] = aboveSquares[x + 1] &+ q
                }
            } else {
                for x in 0..<width {
                    s &+= Int32(row[x])
                    here[x + 1] = above[x + 1] &+ s
                }
            }
        }
        guard let tilted else { return }
        // Two rows of A and B, for Y - 1 and Y, each width + 1 long.
        var aPrevious = scratch
        var aCurrent = scratch + (width + 2)
        var bPrevious = scratch + 2 * (width + 2)
        var bCurrent = scratch + 3 * (width + 2)
        for x in 0...width {
            aPrevious[x] = 0
            bPrevious[x] = 0
            tilted[x] = 0
        }
        for y in 1...max(height, 1) where height > 0 {
            // R(y - 1, c) = sums(c, y) - sums(c, y - 1)
            let below = sums + y * step
            let above = below - step
            // A(W + 1, Y - 1): every row above Y - 1 in full, S(W, Y - 1).
            let aboveRowsTotal = above[width]
            for x in 0...width {
                let r = below[x] &- above[x]
                aCurrent[x] = (x < width ? aPrevious[x + 1] : aboveRowsTotal) &+ r
            }
            bCurrent[0] = 0
            for x in 1...max(width, 1) where width > 0 {
                bCurrent[x] = bPrevious[x - 1] &+ (below[x - 1] &- above[x - 1])
            }
            let out = tilted + y * step
            for x in 0...width { out[x] = aCurrent[x] &- bCurrent[x] }
            swap(&aPrevious, &aCurrent)
            swap(&bPrevious, &bCurrent)
        }
    }
}
