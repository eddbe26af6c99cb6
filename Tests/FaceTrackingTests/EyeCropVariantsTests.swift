import FaceNavCore
import Foundation
import Frames
import Testing

@testable import FaceTracking

/// `EyeCropVariants`: the rule that combines an eye's readings, the setting's text, and the extra crops cut
/// from an eye's own crop.
@Suite struct EyeCropVariantsTests {
    @Test func readingsCombineByTheirMedian() {
        #expect(EyeCropVariants.combined([]) == nil)
        #expect(EyeCropVariants.combined([0.2]) == 0.2)
        // Two: their mean.
        #expect(EyeCropVariants.combined([0.1, 0.3]) == 0.2)
        // Three: the middle one, whatever the order; one outlier either way is outvoted.
        #expect(EyeCropVariants.combined([0.25, 0.02, 0.24]) == 0.24)
        #expect(EyeCropVariants.combined([0.9, 0.25, 0.24]) == 0.25)
        // Four: the mean of the middle two.
        let four = EyeCropVariants.combined([0.4, 0.1, 0.3, 0.0])
        #expect(four.map { abs($0 - 0.2) < 1e-12 } == true, "\(String(describing: four))")
    }

    @Test func theSettingReadsFromItsText() throws {
        #expect(EyeCropVariants(description: "") == EyeCropVariants())
        let two = try #require(EyeCropVariants(description: "1.1,0.9"))
        #expect(two.variants == [.init(scale: 1.1), .init(scale: 0.9)])
        let shifted = try #require(EyeCropVariants(description: "1:0.04, 1:-0.04:0.02"))
        #expect(shifted.variants == [.init(scale: 1, shiftX: 0.04), .init(scale: 1, shiftX: -0.04, shiftY: 0.02)])
        #expect(EyeCropVariants(description: "1.1,x") == nil)
        #expect(EyeCropVariants(description: "0,1.1") == nil)
        #expect(EyeCropVariants(description: "1:0:0:0") == nil)
    }

    /// A 200 x 100 frame with a gradient, so that crops of different places differ.
    func frame() -> Frame {
        var pixels = [UInt8](repeating: 0, count: 200 * 100)
        for y in 0..<100 {
            for x in 0..<200 { pixels[y * 200 + x] = UInt8((x + 2 * y) % 256) }
        }
        return Frame(time: 0, index: 0, luma: GrayImage(width: 200, height: 100, pixels: pixels))
    }

    func corners(_ crop: EyeCrop) -> [PixelPoint] {
        let side = Double(crop.side)
        return [(0.0, 0.0), (side, 0), (0, side), (side, side)].map { crop.framePoint(PixelPoint(x: $0.0, y: $0.1)) }
    }

    @Test func aVariantIsTheEyesCropScaledAboutItsCentreAndShiftedAlongItsAxes() {
        let frame = frame()
        for mirrored in [false, true] {
            let own = EyeCrop(
                frame: frame, center: PixelPoint(x: 100, y: 50), direction: (0.96, 0.28), extent: 40,
                mirrored: mirrored)
            // Scale 1 and no shift: the same crop.
            let same = own.variant(.init(scale: 1), in: frame)
            #expect(same.pixels == own.pixels && same.center == own.center)
            let wider = own.variant(.init(scale: 1.1), in: frame)
            #expect(wider.center == own.center && wider.pixels != own.pixels)
            for (a, b) in zip(corners(own), corners(wider)) {
                // Each corner 1.1 times as far from the centre, in the same direction.
                #expect(abs((a.x - 100) * 1.1 - (b.x - 100)) < 1e-9 && abs((a.y - 50) * 1.1 - (b.y - 50)) < 1e-9)
            }
            // A shift of a tenth of the width along the crop's x axis: 4 frame pixels along its direction,
            // which a mirrored crop reverses (towards the outer corner of either eye as the model sees it).
            let shifted = own.variant(.init(scale: 1, shiftX: 0.1, shiftY: 0.05), in: frame)
            let sign = mirrored ? -1.0 : 1.0
            let expected = PixelPoint(x: 100 + sign * 4 * 0.96 - 2 * 0.28, y: 50 + sign * 4 * 0.28 + 2 * 0.96)
            #expect(abs(shifted.center.x - expected.x) < 1e-9 && abs(shifted.center.y - expected.y) < 1e-9)
        }
    }

    @Test func theExtraCropsStayInsideTheImage() {
        let frame = frame()
        let variants = [
            EyeCropVariants.Variant(scale: 1.12), .init(scale: 0.88), .init(scale: 1, shiftX: 0.05),
            .init(scale: 1, shiftX: -0.05, shiftY: 0.05),
        ]
        // An eye well inside the frame: every variant's whole crop lies inside it, as the eye's own does.
        let inner = EyeCrop(
            frame: frame, center: PixelPoint(x: 100, y: 50), direction: (1, 0), extent: 40, mirrored: false)
        for variant in variants {
            for corner in corners(inner.variant(variant, in: frame)) {
                #expect((0...200).contains(corner.x) && (0...100).contains(corner.y), "\(variant): \(corner)")
            }
        }
        // An eye at the frame's corner: a shift outwards is held at the edge, so no variant's centre leaves
        // the frame (the pixels beyond the edge repeat it, as for the eye's own crop).
        for mirrored in [false, true] {
            let edge = EyeCrop(
                frame: frame, center: PixelPoint(x: 1, y: 98), direction: (1, 0), extent: 40, mirrored: mirrored)
            for variant in variants + [.init(scale: 1, shiftX: 0.5, shiftY: 0.5), .init(scale: 1, shiftX: -0.5)] {
                let crop = edge.variant(variant, in: frame)
                #expect((0...199).contains(crop.center.x) && (0...99).contains(crop.center.y), "\(variant)")
                #expect(crop.pixels.allSatisfy { (0...1).contains($0) })
            }
        }
    }
}
