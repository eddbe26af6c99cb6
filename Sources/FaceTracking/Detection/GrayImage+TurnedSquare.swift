import Foundation
import Frames

extension GrayImage {
    /// The `side`-pixel square about `centre` of this picture sampled every `step` pixels, turned by `-roll`
    /// radians (bilinear; black outside): a tilted face levelled, or searched turned.
    func turnedSquare(about centre: (x: Double, y: Double), side: Int, roll: Double, step: Double = 1) -> GrayImage {
        var pixels = [UInt8](repeating: 0, count: side * side)
        let c = cos(roll) * step
        let s = sin(roll) * step
        let half = Double(side) / 2
        self.pixels.withUnsafeBufferPointer { source in
            pixels.withUnsafeMutableBufferPointer { out in
                for y in 0..<side {
                    let dy = Double(y) - half
                    for x in 0..<side {
                        let dx = Double(x) - half
                        let sx = centre.x + c * dx - s * dy
                        let sy = centre.y + s * dx + c * dy
                        let x0 = Int(sx.rounded(.down))
                        let y0 = Int(sy.rounded(.down))
                        guard x0 >= 0, y0 >= 0, x0 + 1 < width, y0 + 1 < height else { continue }
                        let fx = sx - Double(x0)
                        let fy = sy - Double(y0)
                        let row = y0 * width + x0
                        let top = Double(source[row]) * (1 - fx) + Double(source[row + 1]) * fx
                        let bottom = Double(source[row + width]) * (1 - fx) + Double(source[row + width + 1]) * fx
                        out[y * side + x] = UInt8(max(0, min(255, (top * (1 - fy) + bottom * fy).rounded())))
                    }
                }
            }
        }
        return GrayImage(width: side, height: side, pixels: pixels)
    }
}
