import FaceNavCore
import ImageFiles

/// The figures a capture is judged by, each a pure function of a grey picture's pixels inside a rectangle.
///
/// The rectangle must lie inside the picture and be at least 3 x 3 (``DocumentCheck`` checks before calling).
public enum CaptureMeasures {
    /// The mean brightness, 0 (black) to 255 (white).
    public static func meanBrightness(of image: RasterImage, in rect: PixelRect) -> Double {
        var total = 0
        image.samples.withUnsafeBufferPointer { pixels in
            for y in rect.y..<rect.y + rect.height {
                let row = y * image.width
                for x in rect.x..<rect.x + rect.width { total += Int(pixels[row + x]) }
            }
        }
        return Double(total) / Double(rect.width * rect.height)
    }

    /// The standard deviation of the brightness: near 0 for a blank surface, 40 or more for a scene.
    public static func contrast(of image: RasterImage, in rect: PixelRect) -> Double {
        var sum = 0
        var sumOfSquares = 0
        image.samples.withUnsafeBufferPointer { pixels in
            for y in rect.y..<rect.y + rect.height {
                let row = y * image.width
                for x in rect.x..<rect.x + rect.width {
                    let value = Int(pixels[row + x])
                    sum += value
                    sumOfSquares += value * value
                }
            }
        }
        let count = Double(rect.width * rect.height)
        let mean = Double(sum) / count
        return (max(0, Double(sumOfSquares) / count - mean * mean)).squareRoot()
    }

    /// The variance of the Laplacian (the 4-neighbour kernel `[0 1 0; 1 -4 1; 0 1 0]`) over the pixels
    /// inside `rect` that have all four neighbours in it: high when edges are crisp, near 0 when blurred.
    ///
    /// - Complexity: O(rect area), one pass.
    public static func sharpness(of image: RasterImage, in rect: PixelRect) -> Double {
        var sum = 0
        var sumOfSquares = 0
        let width = image.width
        image.samples.withUnsafeBufferPointer { pixels in
            for y in rect.y + 1..<rect.y + rect.height - 1 {
                let row = y * width
                for x in rect.x + 1..<rect.x + rect.width - 1 {
                    let centre = row + x
                    let laplacian =
                        Int(pixels[centre - 1]) + Int(pixels[centre + 1]) + Int(pixels[centre - width])
                        + Int(pixels[centre + width]) - 4 * Int(pixels[centre])
                    sum += laplacian
                    sumOfSquares += laplacian * laplacian
                }
            }
        }
        let count = Double((rect.width - 2) * (rect.height - 2))
        let mean = Double(sum) / count
        return max(0, Double(sumOfSquares) / count - mean * mean)
    }
}
