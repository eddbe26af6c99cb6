import Testing

@testable import FaceTracking

@Suite struct GrayImageTests {
    @Test func pixelsAreRowAfterRow() {
        var image = GrayImage(width: 3, height: 2)
        image[2, 1] = 7
        #expect(image.pixels == [0, 0, 0, 0, 0, 7])
        #expect(image[2, 1] == 7)
    }
}
