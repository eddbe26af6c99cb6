import Foundation

extension GrayImage {
    /// A `width` x `height` picture with edges, blobs and grain but no face: smooth waves, a grid of blocks of
    /// different greys and a fixed pseudo-random grain. The face searches' worst case, for measuring what a
    /// frame with nobody in it costs (TrackingBenchmarks, `LearnedFaceCost`).
    public static func withoutFace(width: Int, height: Int) -> GrayImage {
        var pixels = [UInt8](repeating: 0, count: width * height)
        var seed: UInt32 = 12345
        for y in 0..<height {
            for x in 0..<width {
                seed = seed &* 1_664_525 &+ 1_013_904_223
                let wave = 50 * sin(Double(x) / 23) * cos(Double(y) / 31)
                let block = Double(((x / 40) * 7 + (y / 40) * 13) % 5) * 12
                let grain = Double(seed >> 28) - 8
                pixels[y * width + x] = UInt8(max(0, min(255, 100 + wave + block + grain)))
            }
        }
        return GrayImage(width: width, height: height, pixels: pixels)
    }
}
