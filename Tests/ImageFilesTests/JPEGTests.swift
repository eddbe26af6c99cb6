import FaceNavTestSupport
import Foundation
import ImageFiles
import Testing

/// JPEG through libjpeg-turbo: real photos survive a round trip, ffmpeg reads what we write, and damaged
/// files are thrown errors.
@Suite struct JPEGTests {
    @Test func anRGBPhotoRoundTripsCloseToTheOriginal() throws {
        let photo = try Fixture.netpbm("astronaut.ppm")
        let bytes = try JPEG.encode(photo, quality: 90)
        #expect(bytes.count < photo.samples.count / 4, "a JPEG compresses: \(bytes.count) bytes")
        let decoded = try JPEG.decode(bytes, name: "memory")
        #expect(decoded.width == 512 && decoded.height == 512 && decoded.layout == .rgb)
        let difference = Fixture.meanDifference(decoded.samples, photo.samples)
        #expect(difference < 3, "mean difference \(difference)")
    }

    @Test func aGreyPhotoStaysGrey() throws {
        let photo = try Fixture.netpbm("portraits/face_swapped.pgm")
        let decoded = try JPEG.decode(JPEG.encode(photo), name: "memory")
        #expect(decoded.layout == .grey && decoded.width == photo.width && decoded.height == photo.height)
        #expect(Fixture.meanDifference(decoded.samples, photo.samples) < 3)
    }

    /// The file we write opens in a standard decoder (ffmpeg's), with the same size and pixels.
    @Test func ffmpegDecodesTheWrittenFile() throws {
        try withTemporaryFolder("images") { temporary in
            let folder = try Fixture.temporaryFolder(in: temporary)
            let photo = try Fixture.netpbm("dlib-faces/dogs.ppm")
            let path = "\(folder)/dogs.jpg"
            try JPEG.write(photo, to: path)
            let probe = String(
                decoding: try Fixture.run([
                    "ffprobe", "-v", "error", "-show_entries", "stream=codec_name,width,height", "-of", "csv=p=0", path,
                ]), as: UTF8.self)
            #expect(probe.trimmingCharacters(in: .whitespacesAndNewlines) == "mjpeg,\(photo.width),\(photo.height)")
            let raw = try Fixture.run([
                "ffmpeg", "-v", "error", "-i", path, "-f", "rawvideo", "-pix_fmt", "rgb24", "-",
            ])
            #expect(raw.count == photo.samples.count)
            let difference = Fixture.meanDifference([UInt8](raw), photo.samples)
            #expect(difference < 4, "mean difference \(difference)")
        }
    }

    @Test func writingNeverReplacesAnExistingPicture() throws {
        try withTemporaryFolder("images") { temporary in
            let folder = try Fixture.temporaryFolder(in: temporary)
            let path = "\(folder)/capture.jpg"
            try Data("keep me".utf8).write(to: URL(fileURLWithPath: path))
            let image = RasterImage(width: 8, height: 8, layout: .grey, filledWith: 128)
            #expect(throws: ImageFileError.self) { try JPEG.write(image, to: path) }
            #expect(try String(contentsOfFile: path, encoding: .utf8) == "keep me")
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["capture.jpg"])
        }
    }

    @Test func bytesThatAreNotAJPEGSaySo() {
        #expect {
            _ = try JPEG.decode(Array("P6\n2 2\n255\n".utf8), name: "photo.jpg")
        } throws: { error in
            "\(error)" == "photo.jpg: not a JPEG file (it does not start with FF D8)"
        }
    }

    /// A truncated file and one with its middle overwritten are errors, not crashes and not grey pictures.
    @Test func damagedJPEGsAreThrownErrors() throws {
        let bytes = try JPEG.encode(Fixture.netpbm("astronaut.ppm"))
        let truncated = Array(bytes.prefix(bytes.count / 2))
        #expect {
            _ = try JPEG.decode(truncated, name: "half.jpg")
        } throws: { error in
            "\(error)".hasPrefix("half.jpg: damaged JPEG: ")
        }
        var scrambled = bytes
        for index in stride(from: 2, to: 600, by: 1) { scrambled[index] = UInt8(truncatingIfNeeded: index * 37) }
        #expect(throws: ImageFileError.self) { _ = try JPEG.decode(scrambled, name: "scrambled.jpg") }
        #expect(throws: ImageFileError.self) { _ = try JPEG.decode([0xFF, 0xD8], name: "header-only.jpg") }
    }

    @Test func readingAMissingFileIsAClearError() {
        #expect {
            _ = try JPEG.read("/nonexistent/capture.jpg")
        } throws: { error in
            "\(error)".hasPrefix("/nonexistent/capture.jpg: does not exist")
        }
    }
}

extension JPEGTests {
    /// A small file whose header claims 65000 x 65000 pixels is refused before any pixel is allocated.
    @Test func aHugeClaimedSizeIsRefused() throws {
        var bytes = try JPEG.encode(RasterImage(width: 16, height: 16, layout: .grey, filledWith: 9))
        let frameStart = try #require((0..<bytes.count - 1).first { bytes[$0] == 0xFF && bytes[$0 + 1] == 0xC0 })
        // SOF0: marker, length (2), precision (1), height (2), width (2).
        bytes[frameStart + 5] = 0xFD
        bytes[frameStart + 6] = 0xE8
        bytes[frameStart + 7] = 0xFD
        bytes[frameStart + 8] = 0xE8
        #expect {
            _ = try JPEG.decode(bytes, name: "huge.jpg")
        } throws: { error in
            "\(error)" == "huge.jpg: damaged JPEG: image too large: 65000x65000"
        }
    }
}
