import Foundation

/// The raw per-eye measures, from the eye's six landmarks and from its own pixels.
///
/// The landmarks give the eye aspect ratio (Soukupová and Čech, 2016): the mean lid-to-lid height over the
/// corner-to-corner width, about 0.3 for an open eye and under 0.15 for a closed one. The 68-point model's
/// shape prior ties the two eyes together, so a wink barely moves the closed eye's landmarks; the pixels
/// tell it apart: an open eye shows dark iris against bright sclera, a closed lid is even skin. `contrast`
/// is the spread between the bright and dark tails of the luma inside the eye's box over its mean, which
/// does not depend on the lighting's strength.
public enum EyeMeasures {
    /// The eye aspect ratio of six eye landmarks in dlib's order (outer or inner corner first, then the upper
    /// lid, the other corner, the lower lid).
    public static func aspectRatio(_ p: ArraySlice<PixelPoint>) -> Double {
        let i = p.startIndex
        func d(_ a: PixelPoint, _ b: PixelPoint) -> Double { hypot(a.x - b.x, a.y - b.y) }
        let width = d(p[i], p[i + 3])
        guard width > 1e-6 else { return 0 }
        return (d(p[i + 1], p[i + 5]) + d(p[i + 2], p[i + 4])) / (2 * width)
    }

    /// The contrast of the luma in the box between the eye's corners and lids, widened to a third of the
    /// eye's width tall at least, so a lid that the landmarks show as closed still covers the iris.
    public static func contrast(in image: GrayImage, eye p: ArraySlice<PixelPoint>) -> Double {
        let i = p.startIndex
        let left = min(p[i].x, p[i + 3].x)
        let right = max(p[i].x, p[i + 3].x)
        let width = right - left
        guard width >= 2 else { return 0 }
        let centerY = p.reduce(0) { $0 + $1.y } / Double(p.count)
        let top = min(p[i + 1].y, p[i + 2].y)
        let bottom = max(p[i + 4].y, p[i + 5].y)
        let halfHeight = max((bottom - top) / 2, width / 6)
        // The middle of the eye, away from the corners' shadows.
        let x0 = max(0, Int((left + 0.15 * width).rounded()))
        let x1 = min(image.width - 1, Int((right - 0.15 * width).rounded()))
        let y0 = max(0, Int((centerY - halfHeight).rounded()))
        let y1 = min(image.height - 1, Int((centerY + halfHeight).rounded()))
        guard x1 > x0, y1 > y0 else { return 0 }
        var histogram = [Int](repeating: 0, count: 256)
        var sum = 0
        image.pixels.withUnsafeBufferPointer { pixels in
            for y in y0...y1 {
                let row = y * image.width
                for x in x0...x1 {
                    let v = Int(pixels[row + x])
                    histogram[v] += 1
                    sum += v
                }
            }
        }
        let count = (x1 - x0 + 1) * (y1 - y0 + 1)
        let mean = Double(sum) / Double(count)
        let dark = tailMean(histogram, count: count, fraction: 0.15, fromTop: false)
        let bright = tailMean(histogram, count: count, fraction: 0.15, fromTop: true)
        return (bright - dark) / max(mean, 8)
    }

    /// The mean of the darkest (or brightest) `fraction` of the pixels counted in `histogram`.
    static func tailMean(_ histogram: [Int], count: Int, fraction: Double, fromTop: Bool) -> Double {
        let wanted = max(1, Int(Double(count) * fraction))
        var taken = 0
        var sum = 0
        for step in 0..<256 {
            let value = fromTop ? 255 - step : step
            let n = min(histogram[value], wanted - taken)
            taken += n
            sum += n * value
            if taken >= wanted { break }
        }
        return Double(sum) / Double(max(taken, 1))
    }
}
