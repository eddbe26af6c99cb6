import Foundation
import Frames
import Testing

@testable import FrameSources

@Suite struct PortableImageTests {
    func compare(_ name: String) throws -> (color: PortableImage, gray: PortableImage, worst: Int, mean: Double) {
        let color = try PortableImage(contentsOf: try Fixtures.path(name + ".ppm"))
        let gray = try PortableImage(contentsOf: try Fixtures.path(name + ".pgm"))
        try #require(color.width == gray.width && color.height == gray.height)
        let differences = zip(color.luma.pixels, gray.luma.pixels).map { abs(Int($0) - Int($1)) }
        return (color, gray, differences.max() ?? 0, Double(differences.reduce(0, +)) / Double(differences.count))
    }

    @Test func ppmLumaEqualsFFmpegsGrayWithinOneForAnRGBSource() throws {
        let (color, gray, worst, _) = try compare("astronaut")
        #expect(worst <= 1)
        #expect(color.rgb?.count == 512 * 512 * 3 && gray.rgb == nil && gray.chroma == nil)
    }

    /// ffmpeg's gray of a JPEG is the JPEG's own Y plane, which differs from Y recomputed from the decoded RGB
    /// by a rounding or two.
    @Test(arguments: ["portraits/227943776_1", "portraits/230501201_1", "portraits/face_swapped"])
    func portraitLumaIsCloseToTheJPEGsOwn(name: String) throws {
        let (color, gray, worst, mean) = try compare(name)
        #expect(color.width > 100 && color.height > 100)
        #expect(worst <= 4 && mean < 1)
        #expect(color.rgb?.count == color.width * color.height * 3)
        #expect(color.chroma?.cr.width == color.width && color.chroma?.cb.height == color.height)
        #expect(gray.rgb == nil && gray.chroma == nil)
    }

    @Test func astronautIs512Square() throws {
        let image = try PortableImage(contentsOf: try Fixtures.path("astronaut.ppm"))
        #expect(image.width == 512 && image.height == 512)
        let frame = image.frame(time: 2, index: 4)
        #expect(frame.time == 2 && frame.index == 4 && frame.luma == image.luma && frame.chroma == image.chroma)
    }

    @Test func everyDlibFaceHasBothFiles() throws {
        let folder = try Fixtures.path("dlib-faces")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".ppm") }
        #expect(names.count >= 10)
        for name in names {
            let color = try PortableImage(contentsOf: folder + "/" + name)
            let gray = try PortableImage(contentsOf: folder + "/" + name.dropLast(4) + ".pgm")
            #expect(color.luma.width == gray.luma.width && color.luma.height == gray.luma.height)
        }
    }

    @Test func plainPPMWithCommentsGivesRGBAndYCbCr() throws {
        let text = "P3\n# a comment\n3 1 # another\n255\n255 0 0  100 100 100\n0 0 255\n"
        let image = try PortableImage(bytes: Array(text.utf8), name: "t.ppm")
        #expect(image.rgb == [255, 0, 0, 100, 100, 100, 0, 0, 255])
        // OpenCV's cvtColor: red is Y 76, Cb 85, Cr 255; gray has neutral chroma; blue is Y 29, Cb 255, Cr 107.
        #expect(image.luma.pixels == [76, 100, 29])
        #expect(image.chroma?.cb.pixels == [85, 128, 255])
        #expect(image.chroma?.cr.pixels == [255, 128, 107])
    }

    @Test func smallMaxvalIsScaledTo255() throws {
        let image = try PortableImage(bytes: Array("P2 4 1 15 0 5 10 15".utf8), name: "t.pgm")
        #expect(image.luma.pixels == [0, 85, 170, 255])
    }

    @Test func binaryPGMReadsItsBytes() throws {
        let image = try PortableImage(bytes: Array("P5\n2 2\n255\n".utf8) + [0, 10, 200, 255], name: "t.pgm")
        #expect(image.luma == GrayImage(width: 2, height: 2, pixels: [0, 10, 200, 255]))
    }

    @Test(arguments: [
        ("GIF89a", "not a PGM or PPM image"),
        ("P7\n", "not a PGM or PPM image"),
        ("P5\n2 2\n255\n\u{1}\u{2}\u{3}", "truncated: 3 of 4 bytes of pixels"),
        ("P6 2 2 255\n\u{1}\u{2}\u{3}", "truncated: 3 of 12 bytes of pixels"),
        ("P5 2 2 65535\n", "maxval 65535 is not supported"),
        ("P5 2", "truncated: the header has no height"),
        ("P2 2 1 255 4", "truncated: 1 of 2 samples"),
        ("P2 2 1 9 4 12", "sample 1 is 12, above maxval 9"),
        ("P5 2x2 255\n", "expected a number at byte 4"),
        ("P5 0 2 255\n", "bad size 0x2"),
    ])
    func badImagesSayWhatIsWrong(text: String, expected: String) {
        #expect {
            _ = try PortableImage(bytes: Array(text.utf8), name: "bad.pgm")
        } throws: { error in
            guard let error = error as? FrameFileError else { return false }
            return error.description.hasPrefix("bad.pgm: ") && error.message.contains(expected)
        }
    }

    @Test func missingFileSaysSo() {
        #expect(throws: FrameFileError(file: "/nonexistent/x.ppm", message: "does not exist")) {
            _ = try PortableImage(contentsOf: "/nonexistent/x.ppm")
        }
    }
}
