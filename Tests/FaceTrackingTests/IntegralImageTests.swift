import Testing

@testable import FaceTracking

@Suite struct IntegralImageTests {
    /// A deterministic pseudo-random image.
    static func noise(width: Int, height: Int, seed: UInt32 = 12345) -> GrayImage {
        var state = seed
        let pixels = (0..<(width * height)).map { _ -> UInt8 in
            state = state &* 1_664_525 &+ 1_013_904_223
            return UInt8(truncatingIfNeeded: state >> 24)
        }
        return GrayImage(width: width, height: height, pixels: pixels)
    }

    @Test func sumsAndSquaresMatchTheirDefinition() {
        let image = Self.noise(width: 13, height: 9)
        let integral = IntegralImage(image)
        for Y in 0...image.height {
            for X in 0...image.width {
                var sum = 0
                var squares = 0
                for y in 0..<Y {
                    for x in 0..<X {
                        sum += Int(image[x, y])
                        squares += Int(image[x, y]) * Int(image[x, y])
                    }
                }
                #expect(Int(integral.sums[Y * 14 + X]) == sum)
                #expect(Int(integral.squaredSums[Y * 14 + X]) == squares)
            }
        }
        #expect(
            integral.sum(x: 2, y: 3, width: 4, height: 5)
                == (3..<8).reduce(0) { t, y in (2..<6).reduce(t) { $0 + Int(image[$1, y]) } })
    }

    @Test func tiltedSumsMatchOpenCVsDefinition() {
        for (width, height) in [(11, 7), (5, 12), (1, 1), (6, 6)] {
            let image = Self.noise(width: width, height: height, seed: UInt32(width * 31 + height))
            let integral = IntegralImage(image, tilted: true)
            for Y in 0...height {
                for X in 0...width {
                    var expected = 0
                    for y in 0..<Y {
                        for x in 0..<width where abs(x - X + 1) <= Y - y - 1 { expected += Int(image[x, y]) }
                    }
                    #expect(
                        Int(integral.tiltedSums[Y * (width + 1) + X]) == expected, "at \(X),\(Y) of \(width)x\(height)")
                }
            }
        }
    }

    @Test func resizeCopiesEqualSizesAndAveragesExactHalves() {
        let image = Self.noise(width: 8, height: 6)
        var half = [UInt8](repeating: 0, count: 12)
        var same = [UInt8](repeating: 0, count: 48)
        image.pixels.withUnsafeBufferPointer { source in
            half.withUnsafeMutableBufferPointer {
                LinearResize.resize(
                    source.baseAddress!, width: 8, height: 6, into: $0.baseAddress!, newWidth: 4, newHeight: 3)
            }
            same.withUnsafeMutableBufferPointer {
                LinearResize.resize(
                    source.baseAddress!, width: 8, height: 6, into: $0.baseAddress!, newWidth: 8, newHeight: 6)
            }
        }
        #expect(same == image.pixels)
        let corner = (Int(image[0, 0]) + Int(image[1, 0]) + Int(image[0, 1]) + Int(image[1, 1]) + 2) / 4
        #expect(Int(half[0]) == corner)
    }

    @Test func resizeWeightsFollowOpenCVsLinearExactFormula() {
        // 5 -> 3 pixels: source positions 0.3333 and 2.0 and 3.6667 (scale 5/3).
        let (offsets, weights, copyFrom) = LinearResize.coefficients(destination: 3, source: 5)
        #expect(offsets == [0, 2, 3])
        #expect(weights == [85, 0, 171])
        #expect(copyFrom == 3)
        let row: [UInt8] = [0, 30, 60, 90, 120]
        var out = [UInt8](repeating: 0, count: 3)
        row.withUnsafeBufferPointer { source in
            out.withUnsafeMutableBufferPointer {
                LinearResize.resize(
                    source.baseAddress!, width: 5, height: 1, into: $0.baseAddress!, newWidth: 3, newHeight: 1)
            }
        }
        // (0 * 171 + 30 * 85) / 256 = 9.96 -> 10; 60; (90 * 85 + 120 * 171) / 256 = 110.04 -> 110.
        #expect(out == [10, 60, 110])
    }
}
