import FaceNavTestSupport
import Foundation
import Frames
import Testing

@testable import FrameSources

#if canImport(Glibc)
    import Glibc
#endif

@Suite struct Y4MReaderTests {
    /// A Y4M file: `header` then one `FRAME` and `frameSize` bytes per frame, each frame's bytes counting up
    /// from its index so that planes can be told apart.
    func video(_ header: String, frames: Int, frameSize: Int) -> [UInt8] {
        var bytes = Array((header + "\n").utf8)
        for index in 0..<frames {
            bytes += Array("FRAME\n".utf8)
            bytes += (0..<frameSize).map { UInt8((index * 7 + $0) & 0xFF) }
        }
        return bytes
    }

    func failure(reading path: String) throws -> FrameFileError? {
        let reader = try Y4MReader(path: path)
        do {
            while try reader.nextFrame() != nil {}
        } catch {
            #expect(try reader.nextFrame() == nil, "no frame follows an error")
            return error
        }
        return nil
    }

    @Test func megamindHas270FramesOf720x528StampedFromItsRate() throws {
        let path = try Fixtures.path("megamind.y4m")
        let reader = try Y4MReader(path: path)
        #expect(reader.header.width == 720 && reader.header.height == 528)
        #expect(reader.header.frameRateNumerator == 2997 && reader.header.frameRateDenominator == 125)
        #expect(reader.header.colorSpace == .yuv420mpeg2)
        // Frame 100's planes, straight from the file's bytes, to check each lands in the right image.
        let file = try Data(contentsOf: URL(fileURLWithPath: path))
        let headerLength = file.firstIndex(of: 0x0A)! + 1
        let frameStart = headerLength + 100 * (6 + 720 * 528 * 3 / 2) + 6
        let plane = 720 * 528
        var count = 0
        while let frame = try reader.nextFrame() {
            #expect(frame.index == count)
            #expect(abs(frame.time - Double(count) * 125 / 2997) < 1e-9)
            #expect(frame.width == 720 && frame.height == 528)
            #expect(frame.chroma?.cb.width == 360 && frame.chroma?.cr.height == 264)
            if count == 100 {
                #expect(frame.luma.pixels == [UInt8](file[frameStart..<(frameStart + plane)]))
                let cb = frameStart + plane
                #expect(frame.chroma?.cb.pixels == [UInt8](file[cb..<(cb + plane / 4)]))
                #expect(frame.chroma?.cr.pixels == [UInt8](file[(cb + plane / 4)..<(cb + plane / 2)]))
            }
            count += 1
        }
        #expect(count == 270)
        #expect(try reader.nextFrame() == nil)
    }

    @Test func streamsFromAPipeWrittenInSmallPieces() throws {
        let bytes = video("YUV4MPEG2 W4 H4 F10:1 C420mpeg2", frames: 3, frameSize: 24)
        var ends: [Int32] = [0, 0]
        try #require(pipe(&ends) == 0)
        let (readEnd, writeEnd) = (ends[0], ends[1])
        defer { close(readEnd) }
        let writer = Thread {
            // Pieces that split lines and planes, as a pipe from ffmpeg may.
            var offset = 0
            while offset < bytes.count {
                let count = min(7, bytes.count - offset)
                _ = bytes[offset..<(offset + count)].withUnsafeBytes { write(writeEnd, $0.baseAddress!, count) }
                offset += count
            }
            close(writeEnd)
        }
        writer.start()
        let reader = try Y4MReader(descriptor: readEnd, name: "pipe")
        var frames: [Frame] = []
        while let frame = try reader.nextFrame() { frames.append(frame) }
        #expect(frames.map(\.time) == [0, 0.1, 0.2])
        #expect(frames[2].luma.pixels == (0..<16).map { UInt8(14 + $0) })
        #expect(frames[2].chroma?.cr.pixels == (20..<24).map { UInt8(14 + $0) })
    }

    @Test func fourFourFourHasFullSizeChroma() throws {
        let reader = try Y4MReader(path: try Fixtures.path("megamind-444.y4m"))
        #expect(reader.header.colorSpace == .yuv444)
        var frames: [Frame] = []
        while let frame = try reader.nextFrame() { frames.append(frame) }
        #expect(frames.count == 5)
        #expect(frames.allSatisfy { $0.chroma?.cb.width == 180 && $0.chroma?.cr.height == 132 })
        let colourful = Set(frames[4].chroma?.cb.pixels ?? []).count > 10
        #expect(colourful)
    }

    @Test func monoHasNoChroma() throws {
        let reader = try Y4MReader(path: try Fixtures.path("megamind-mono.y4m"))
        #expect(reader.header.colorSpace == .mono)
        var frames: [Frame] = []
        while let frame = try reader.nextFrame() { frames.append(frame) }
        #expect(frames.count == 5)
        #expect(frames.allSatisfy { $0.chroma == nil && $0.width == 180 && $0.height == 132 })
    }

    @Test(arguments: [
        ("C420jpeg", 3, 2), ("C420paldv", 3, 2), ("C420", 3, 2), ("C422", 3, 3), ("C411", 2, 3), ("C444", 5, 3),
    ])
    func chromaPlanesHaveTheirLayoutsSize(tag: String, chromaWidth: Int, chromaHeight: Int) throws {
        let frameSize = 5 * 3 + 2 * chromaWidth * chromaHeight
        try withTemporaryFolder("frames") { temporary in
            let (folder, path) = try Fixtures.file(
                "odd.y4m", video("YUV4MPEG2 W5 H3 F30:1 Ip A1:1 \(tag) XYSCSS=X", frames: 2, frameSize: frameSize),
                in: temporary)
            defer { Fixtures.remove(folder) }
            let reader = try Y4MReader(path: path)
            _ = try reader.nextFrame()
            let frame = try #require(try reader.nextFrame())
            let chroma = try #require(frame.chroma)
            #expect(chroma.cb.width == chromaWidth && chroma.cb.height == chromaHeight)
            let planeSize = chromaWidth * chromaHeight
            #expect(frame.luma.pixels == (0..<15).map { UInt8(7 + $0) })
            #expect(chroma.cb.pixels == (15..<(15 + planeSize)).map { UInt8(7 + $0) })
            #expect(chroma.cr.pixels == ((15 + planeSize)..<frameSize).map { UInt8(7 + $0) })
            #expect(frame.time == 1.0 / 30)
            #expect(try reader.nextFrame() == nil)
        }
    }

    @Test func alphaPlaneIsSkipped() throws {
        try withTemporaryFolder("frames") { temporary in
            let (folder, path) = try Fixtures.file(
                "alpha.y4m", video("YUV4MPEG2 W2 H2 F1:1 C444alpha", frames: 2, frameSize: 16), in: temporary)
            defer { Fixtures.remove(folder) }
            let reader = try Y4MReader(path: path)
            _ = try reader.nextFrame()
            let second = try #require(try reader.nextFrame())
            #expect(second.luma.pixels == [7, 8, 9, 10])
            #expect(second.chroma?.cr.pixels == [15, 16, 17, 18])
            #expect(try reader.nextFrame() == nil)
        }
    }

    @Test func missingRateAndColourSpaceDefaultAsFFmpeg() throws {
        let header = try Y4MHeader.parse(Array("YUV4MPEG2 W4 H2".utf8), file: "x.y4m")
        #expect(header.frameRate == 25 && header.colorSpace == .yuv420jpeg && header.pictureByteCount == 12)
        #expect(header.time(ofFrame: 50) == 2)
    }

    @Test func truncatedFrameNamesTheFrameAndTheBytes() throws {
        var bytes = video("YUV4MPEG2 W4 H4 F25:1 C420jpeg", frames: 2, frameSize: 24)
        bytes += Array("FRAME\n".utf8) + [UInt8](repeating: 1, count: 10)
        try withTemporaryFolder("frames") { temporary in
            let (folder, path) = try Fixtures.file("cut.y4m", bytes, in: temporary)
            defer { Fixtures.remove(folder) }
            let error = try #require(try failure(reading: path))
            #expect(error.frame == 2)
            #expect(error.description == "\(path): frame 2 is truncated: 10 of 24 bytes")
        }
    }

    @Test func frameCutInsideItsLumaCountsTheBytes() throws {
        let bytes = Array("YUV4MPEG2 W720 H528 F25:1\nFRAME\n".utf8) + [UInt8](repeating: 0, count: 3120)
        try withTemporaryFolder("frames") { temporary in
            let (folder, path) = try Fixtures.file("megamind.y4m", bytes, in: temporary)
            defer { Fixtures.remove(folder) }
            let error = try #require(try failure(reading: path))
            #expect(error.description.hasSuffix("megamind.y4m: frame 0 is truncated: 3120 of 570240 bytes"))
        }
    }

    @Test func frameLineCutShortIsTruncated() throws {
        let bytes = video("YUV4MPEG2 W2 H2 C444", frames: 1, frameSize: 12) + Array("FRA".utf8)
        try withTemporaryFolder("frames") { temporary in
            let (folder, path) = try Fixtures.file("cut.y4m", bytes, in: temporary)
            defer { Fixtures.remove(folder) }
            let error = try #require(try failure(reading: path))
            #expect(error.frame == 1 && error.message == "is truncated: its FRAME line has no end")
        }
    }

    @Test func wrongSizeShowsAsAFrameWithoutItsMarker() throws {
        // The header says 2x2 but the frames hold 3x3 pictures: frame 1's marker is not where it should be.
        let bytes = video("YUV4MPEG2 W2 H2 C444", frames: 2, frameSize: 27)
        try withTemporaryFolder("frames") { temporary in
            let (folder, path) = try Fixtures.file("size.y4m", bytes, in: temporary)
            defer { Fixtures.remove(folder) }
            let error = try #require(try failure(reading: path))
            #expect(error.frame == 1)
            #expect(error.message.hasPrefix("does not start with FRAME"))
        }
    }

    @Test(arguments: [
        ("YUV4MPEG2 W0 H2", "bad width W0"),
        ("YUV4MPEG2 W-5 H2", "bad width W-5"),
        ("YUV4MPEG2 W4 Habc", "bad height Habc"),
        ("YUV4MPEG2 W4 H2 F30", "bad frame rate F30"),
        ("YUV4MPEG2 W4 H2 Ix", "bad interlacing Ix"),
        ("YUV4MPEG2 W4 H2 C420p10", "unsupported colour space C420p10"),
        ("YUV4MPEG2 W4 H2 Q9", "unknown tag \"Q9\""),
        ("YUV4MPEG2 H2", "no width (W tag)"),
        ("YUV4MPEG2 W4", "no height (H tag)"),
        ("RIFF....AVI", "not a YUV4MPEG2 video"),
    ])
    func badHeaderSaysWhichTag(header: String, expected: String) throws {
        try withTemporaryFolder("frames") { temporary in
            let (folder, path) = try Fixtures.file("bad.y4m", Array((header + "\nFRAME\n").utf8), in: temporary)
            defer { Fixtures.remove(folder) }
            #expect {
                _ = try Y4MReader(path: path)
            } throws: { error in
                let error = try #require(error as? FrameFileError)
                return error.file == path && error.frame == nil && error.message.contains(expected)
            }
        }
    }

    @Test func headerWithoutItsEndIsTruncated() throws {
        try withTemporaryFolder("frames") { temporary in
            let (folder, path) = try Fixtures.file("head.y4m", Array("YUV4MPEG2 W4 H2 F2".utf8), in: temporary)
            defer { Fixtures.remove(folder) }
            #expect(throws: FrameFileError(file: path, message: "the YUV4MPEG2 header is truncated (no end of line)")) {
                _ = try Y4MReader(path: path)
            }
        }
    }

    @Test func emptyAndMissingFilesSaySo() throws {
        try withTemporaryFolder("frames") { temporary in
            let (folder, path) = try Fixtures.file("empty.y4m", [], in: temporary)
            defer { Fixtures.remove(folder) }
            #expect(throws: FrameFileError(file: path, message: "empty file: no YUV4MPEG2 header")) {
                _ = try Y4MReader(path: path)
            }
            #expect(throws: FrameFileError(file: folder + "/none.y4m", message: "does not exist")) {
                _ = try Y4MReader(path: folder + "/none.y4m")
            }
        }
    }
}
