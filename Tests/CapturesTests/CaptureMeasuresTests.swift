import Captures
import FaceNavCore
import ImageFiles
import Testing

/// The measures on pictures whose figures are known by hand.
@Suite struct CaptureMeasuresTests {
    private let flat = RasterImage(width: 20, height: 10, layout: .grey, filledWith: 90)

    @Test func aFlatPictureHasItsValueAsBrightnessAndNoContrastOrSharpness() {
        let whole = PixelRect(x: 0, y: 0, width: 20, height: 10)
        #expect(CaptureMeasures.meanBrightness(of: flat, in: whole) == 90)
        #expect(CaptureMeasures.contrast(of: flat, in: whole) == 0)
        #expect(CaptureMeasures.sharpness(of: flat, in: whole) == 0)
    }

    /// A 0/255 checkerboard: every Laplacian is +-4*255, so the variance is 1020 squared and the
    /// standard deviation of the brightness 127.5.
    @Test func aCheckerboardIsAsSharpAsCanBe() {
        let samples = (0..<100).map { index in UInt8((index / 10 + index % 10) % 2 == 0 ? 0 : 255) }
        let board = RasterImage(width: 10, height: 10, layout: .grey, samples: samples)!
        let whole = PixelRect(x: 0, y: 0, width: 10, height: 10)
        #expect(CaptureMeasures.sharpness(of: board, in: whole) == 1020 * 1020)
        #expect(CaptureMeasures.contrast(of: board, in: whole) == 127.5)
        #expect(CaptureMeasures.meanBrightness(of: board, in: whole) == 127.5)
    }

    /// Only the pixels inside the rectangle count.
    @Test func theRectangleLimitsWhatIsMeasured() {
        var image = flat
        for y in 0..<10 { for x in 10..<20 { image.samples[y * 20 + x] = 200 } }
        #expect(CaptureMeasures.meanBrightness(of: image, in: PixelRect(x: 10, y: 0, width: 10, height: 10)) == 200)
        #expect(CaptureMeasures.meanBrightness(of: image, in: PixelRect(x: 5, y: 0, width: 10, height: 10)) == 145)
        #expect(CaptureMeasures.contrast(of: image, in: PixelRect(x: 12, y: 2, width: 5, height: 5)) == 0)
    }

    @Test func aCentredFrameIsCentred() {
        #expect(
            PixelRect.centred(fraction: 0.5, ofWidth: 640, height: 480)
                == PixelRect(x: 160, y: 120, width: 320, height: 240))
    }
}
