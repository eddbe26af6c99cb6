import FaceNavCore
import Frames
import Inputs
import Runtime
import Testing

/// Picture shrinking: the small preview the screen draws, taken from a camera or video frame.
@Suite struct FramePicturesTests {
    /// A grey frame whose pixel at column x, row y is `(x + 3 * y) % 251`: every sample says where it came from.
    static func gradient(width: Int, height: Int) -> Frame {
        let pixels = (0..<height).flatMap { y in (0..<width).map { x in UInt8((x + 3 * y) % 251) } }
        return Frame(time: 0, index: 0, luma: GrayImage(width: width, height: height, pixels: pixels))
    }

    @Test func aWideFrameShrinksToTheMaximumWidthByNearestSamples() throws {
        let frame = Self.gradient(width: 640, height: 480)
        let preview = try #require(FramePictures.preview(of: frame, maxWidth: 160))
        #expect(preview.width == 160)
        #expect(preview.height == 120)
        #expect(preview.rgb == nil)
        // Every fourth column and row of the frame, exactly.
        for (x, y) in [(0, 0), (10, 0), (159, 7), (37, 119)] {
            #expect(preview.luma[y * 160 + x] == frame.luma.pixels[(y * 4) * 640 + x * 4])
        }
    }

    @Test func aFrameNarrowerThanTheMaximumKeepsItsSize() throws {
        let frame = Self.gradient(width: 90, height: 5)
        let preview = try #require(FramePictures.preview(of: frame, maxWidth: 160))
        #expect(preview.width == 90)
        #expect(preview.height == 5)
        #expect(preview.luma == frame.luma.pixels)
    }

    @Test func aFrameTooFlatToShrinkGivesNoPreview() {
        // 1000 x 1 shrunk by 7 to at most 150 wide leaves no whole row.
        #expect(FramePictures.preview(of: Self.gradient(width: 1000, height: 1), maxWidth: 150) == nil)
    }

    @Test func aColourFrameKeepsItsColoursInThePreview() throws {
        let luma = GrayImage(width: 320, height: 240, filledWith: 120)
        // Half-size chroma planes, strongly red (Cr high) on the left half.
        let cr = GrayImage(
            width: 160, height: 120, pixels: (0..<120).flatMap { _ in (0..<160).map { $0 < 80 ? 230 : 128 } })
        let frame = Frame(
            time: 0, index: 0, luma: luma,
            chroma: Frame.Chroma(cb: GrayImage(width: 160, height: 120, filledWith: 128), cr: cr))
        let preview = try #require(FramePictures.preview(of: frame, maxWidth: 160))
        let rgb = try #require(preview.rgb)
        #expect(rgb.count == 160 * 120 * 3)
        let left = Array(rgb[0..<3])
        let right = Array(rgb[(159 * 3)..<(160 * 3)])
        #expect(left[0] > left[1] + 50)  // red where Cr is high
        #expect(abs(Int(right[0]) - Int(right[1])) <= 2)  // grey where the chroma is neutral
    }

    @Test func aSeenFrameCarriesItsFullSize() throws {
        let input = try #require(FramePictures.seen(Self.gradient(width: 640, height: 480)))
        let frame = try #require(input.featureInput(as: CameraFrame.self), "expected a picture, got \(input)")
        #expect(frame.source == Size(width: 640, height: 480))
        #expect(frame.image.width == 160)
    }
}
