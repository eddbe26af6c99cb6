import Testing

@testable import FaceTracking

/// dlib's grey of an RGB pixel is the plain average rounded down, not BT.601 luma.
@Suite struct DlibIntensityTests {
    @Test func greyIsTheAverageRoundedDown() {
        let rgb: [UInt8] = [255, 0, 1, 1, 1, 2, 255, 255, 255, 0, 255, 0]
        let image = GrayImage(dlibIntensityOfRGB: rgb, width: 2, height: 2)
        // (255+0+1)/3 = 85, (1+1+2)/3 = 1, white stays 255, pure green is 85 (BT.601 luma would give 150).
        #expect(image.pixels == [85, 1, 255, 85])
        #expect(image.width == 2 && image.height == 2)
    }
}
