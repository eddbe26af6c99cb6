/// OpenCV's `resize(..., INTER_LINEAR_EXACT)` of an 8-bit single-channel image, bit for bit: 8-bit
/// fixed-point weights (`(position - floor) * 256`, rounded to even) applied first along rows, then down
/// columns with `(v + 2^15) >> 16` rounding; an exact halving averages 2x2 blocks as OpenCV does.
///
/// This is the resize OpenCV's cascade detector applies at every pyramid level (checked against
/// opencv-python 4.14: identical pixels at every level of the test portraits), so the detector's windows
/// see the same pixels as OpenCV's.
enum LinearResize {
    /// The source index and the weight (0...256) of the next source pixel, for each destination index; and
    /// the first destination index that only copies the last source pixel.
    static func coefficients(destination: Int, source: Int) -> (offsets: [Int], weights: [Int32], copyFrom: Int) {
        let scale = 1.0 / (Double(destination) / Double(source))
        var offsets = [Int](repeating: 0, count: destination)
        var weights = [Int32](repeating: 0, count: destination)
        var copyFrom = destination
        for d in 0..<destination {
            let position = scale * (Double(d) + 0.5) - 0.5
            let whole = Int(position.rounded(.down))
            if whole >= 0 && source > 1 {
                if whole < source - 1 {
                    offsets[d] = whole
                    weights[d] = Int32(((position - Double(whole)) * 256).rounded(.toNearestOrEven))
                } else {
                    offsets[d] = source - 1
                    copyFrom = min(copyFrom, d)
                }
            }
        }
        return (offsets, weights, copyFrom)
    }

    /// Resizes `source` (`width` x `height`, rows `width` apart) into `destination` (`newWidth` x
    /// `newHeight`, rows `newWidth` apart). Equal sizes copy. Meant for shrinking (new sizes at most the old).
    static func resize(
        _ source: UnsafePointer<UInt8>, width: Int, height: Int, into destination: UnsafeMutablePointer<UInt8>,
        newWidth: Int, newHeight: Int
    ) {
        if newWidth == width && newHeight == height {
            destination.update(from: source, count: width * height)
            return
        }
        if width == 2 * newWidth && height == 2 * newHeight {
            for y in 0..<newHeight {
                let top = source + 2 * y * width
                let bottom = top + width
                let out = destination + y * newWidth
                for x in 0..<newWidth {
                    let sum = Int(top[2 * x]) + Int(top[2 * x + 1]) + Int(bottom[2 * x]) + Int(bottom[2 * x + 1])
                    out[x] = UInt8((sum + 2) >> 2)
                }
            }
            return
        }
        let (columns, columnWeights, columnCopyFrom) = coefficients(destination: newWidth, source: width)
        let (rows, rowWeights, rowCopyFrom) = coefficients(destination: newHeight, source: height)
        let lines = UnsafeMutablePointer<Int32>.allocate(capacity: 2 * newWidth)
        defer { lines.deallocate() }
        var cached = (-1, -1)
        let upper = lines
        let lower = lines + newWidth
        columns.withUnsafeBufferPointer { columns in
            columnWeights.withUnsafeBufferPointer { weights in
                /// One source row resized along x, in 8.8 fixed point.
                func horizontal(_ sy: Int, into out: UnsafeMutablePointer<Int32>) {
                    let line = source + sy * width
                    for dx in 0..<columnCopyFrom {
                        let sx = columns[dx]
                        let w = weights[dx]
                        out[dx] = Int32(line[sx]) &* (256 &- w) &+ Int32(line[sx + 1]) &* w
                    }
                    let last = Int32(line[columns[newWidth - 1]]) &* 256
                    for dx in columnCopyFrom..<newWidth { out[dx] = last }
                }
                for dy in 0..<newHeight {
                    let out = destination + dy * newWidth
                    let top = dy < rowCopyFrom ? rows[dy] : height - 1
                    let bottom = dy < rowCopyFrom ? rows[dy] + 1 : height - 1
                    if cached != (top, bottom) {
                        if cached.1 == top {
                            upper.update(from: lower, count: newWidth)
                        } else {
                            horizontal(top, into: upper)
                        }
                        if bottom == top {
                            lower.update(from: upper, count: newWidth)
                        } else {
                            horizontal(bottom, into: lower)
                        }
                        cached = (top, bottom)
                    }
                    if dy >= rowCopyFrom {
                        for x in 0..<newWidth { out[x] = UInt8(clamping: (upper[x] &+ 128) >> 8) }
                        continue
                    }
                    let b = rowWeights[dy]
                    let a = 256 - b
                    for x in 0..<newWidth {
                        out[x] = UInt8(clamping: (upper[x] &* a &+ lower[x] &* b &+ 32768) >> 16)
                    }
                }
            }
        }
    }
}
