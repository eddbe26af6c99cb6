import Foundation
import FrameSources
import Testing

@testable import FaceTracking

/// `EyeCrop` on a real photographed face: Tom Cruise's portrait from dlib's examples (`make fixtures`), his
/// eye corners from dlib's 68-point predictor.
@Suite struct EyeCropTests {
    static let portrait = TestImages.url(".fixtures/dlib-faces/Tom_Cruise_avp_2014_4.ppm").path
    // Points 36 and 39 (the image-left eye's corners) and 42 and 45 (the other's).
    static let leftEye = (PixelPoint(x: 159.78, y: 373.18), PixelPoint(x: 228.55, y: 386.52))
    static let rightEye = (PixelPoint(x: 330.89, y: 397.26), PixelPoint(x: 403.01, y: 397.48))

    func frame() throws -> Frame {
        try PortableImage(contentsOf: Self.portrait).frame()
    }

    func pixel(_ crop: EyeCrop, _ x: Int, _ y: Int) -> [Float] {
        let i = 3 * (y * crop.side + x)
        return Array(crop.pixels[i..<(i + 3)])
    }

    @Test func theCornersLieLevelAcrossTheMiddleAtTheirShareOfTheSide() throws {
        let crop = EyeCrop(frame: try frame(), from: Self.leftEye.0, to: Self.leftEye.1, mirrored: false)
        #expect(crop.pixels.count == 64 * 64 * 3)
        // The crop spans 2.3 corner distances: each corner is 32 / 2.3 pixels from the centre, level with it.
        let half = 32 / 2.3
        for (point, x) in [(Self.leftEye.0, 32 - half), (Self.leftEye.1, 32 + half)] {
            let mapped = crop.framePoint(PixelPoint(x: x, y: 32))
            #expect(abs(mapped.x - point.x) < 1e-6 && abs(mapped.y - point.y) < 1e-6, "\(mapped) for \(point)")
        }
    }

    @Test func aMirroredCropIsTheSameCropFlipped() throws {
        let frame = try frame()
        let plain = EyeCrop(frame: frame, from: Self.rightEye.0, to: Self.rightEye.1, mirrored: false)
        let mirrored = EyeCrop(frame: frame, from: Self.rightEye.0, to: Self.rightEye.1, mirrored: true)
        for (x, y) in [(0, 0), (10, 31), (32, 40), (63, 5)] {
            #expect(pixel(plain, x, y) == pixel(mirrored, 63 - x, y))
        }
        #expect(pixel(plain, 10, 31) != pixel(plain, 53, 31))
    }

    @Test func colourComesFromTheChromaAndGreyFramesAreGrey() throws {
        let colour = try frame()
        let crop = EyeCrop(frame: colour, from: Self.leftEye.0, to: Self.leftEye.1, mirrored: false)
        // Below the eye is his cheek: skin, redder than blue, every value in 0...1.
        let skin = pixel(crop, 32, 56)
        #expect(skin[0] > skin[2] + 0.1, "\(skin)")
        #expect(crop.pixels.allSatisfy { (0...1).contains($0) })
        let grey = Frame(time: 0, index: 0, luma: colour.luma)
        let greyCrop = EyeCrop(frame: grey, from: Self.leftEye.0, to: Self.leftEye.1, mirrored: false)
        let value = pixel(greyCrop, 32, 56)
        #expect(value[0] == value[1] && value[1] == value[2])
        // The luma of the colour crop's pixel, within rounding of the chroma's 8 bits.
        let luma = 0.299 * skin[0] + 0.587 * skin[1] + 0.114 * skin[2]
        #expect(abs(luma - value[0]) < 0.02, "\(luma) against \(value[0])")
    }

    @Test func pointsOutsideTheFrameRepeatItsEdge() {
        let image = GrayImage(width: 4, height: 4, pixels: (0..<16).map { UInt8($0 * 10) })
        let frame = Frame(time: 0, index: 0, luma: image)
        let crop = EyeCrop(
            frame: frame, from: PixelPoint(x: -100, y: 1.5), to: PixelPoint(x: -90, y: 1.5), mirrored: false, side: 8)
        // Everything lies left of the image: each value is column 0's (0, 40, 80, 120 down the rows) or
        // between two of them; rows above and below the image repeat its first and last.
        #expect(crop.pixels.allSatisfy { (0...120 / 255).contains($0) })
        #expect(crop.pixels.prefix(3 * 8).allSatisfy { $0 == 0 })
        #expect(crop.pixels.suffix(3 * 8).allSatisfy { $0 == Float(120) / 255 })
    }
}
