import Frames
import Testing

@Suite struct FrameTests {
    @Test func aFrameIsAsLargeAsItsLuma() {
        let frame = Frame(time: 0.5, index: 3, luma: GrayImage(width: 4, height: 2))
        #expect(frame.width == 4 && frame.height == 2 && frame.chroma == nil)
    }
}
