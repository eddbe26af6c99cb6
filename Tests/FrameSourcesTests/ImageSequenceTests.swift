import FaceNavTestSupport
import Foundation
import Frames
import Testing

@testable import FrameSources

@Suite struct ImageSequenceTests {
    func pgm(_ value: UInt8) -> [UInt8] { Array("P5 2 1 255\n".utf8) + [value, value] }

    func frames(_ sequence: inout ImageSequence) throws -> [Frame] {
        var frames: [Frame] = []
        while let frame = try sequence.nextFrame() { frames.append(frame) }
        return frames
    }

    @Test func patternStartsAtTheFirstNumberPresentAndStopsAtAGap() throws {
        try withTemporaryFolder("frames") { temporary in
            let folder = try Fixtures.makeFolder(in: temporary)
            defer { Fixtures.remove(folder) }
            for number in [1, 2, 3, 5] {
                try Fixtures.write(pgm(UInt8(number)), to: folder + "/f%" + String(format: "%04d.pgm", number))
            }
            var sequence = try ImageSequence(pattern: folder + "/f%%%04d.pgm", framesPerSecond: 10)
            let frames = try frames(&sequence)
            #expect(frames.map { $0.luma.pixels[0] } == [1, 2, 3])
            #expect(frames.map(\.index) == [0, 1, 2])
            #expect(frames.map(\.time) == [0, 0.1, 0.2])
        }
    }

    @Test func patternHonoursAStartNumber() throws {
        try withTemporaryFolder("frames") { temporary in
            let folder = try Fixtures.makeFolder(in: temporary)
            defer { Fixtures.remove(folder) }
            for number in 7...8 { try Fixtures.write(pgm(UInt8(number)), to: folder + "/\(number).pgm") }
            var sequence = try ImageSequence(pattern: folder + "/%d.pgm", startNumber: 7)
            #expect(try frames(&sequence).map { $0.luma.pixels[0] } == [7, 8])
        }
    }

    @Test func folderGivesItsImagesSortedByName() throws {
        try withTemporaryFolder("frames") { temporary in
            let folder = try Fixtures.makeFolder(in: temporary)
            defer { Fixtures.remove(folder) }
            try Fixtures.write(pgm(2), to: folder + "/b.pgm")
            try Fixtures.write(pgm(1), to: folder + "/a.PGM")
            try Fixtures.write(Array("P6 1 1 255\n".utf8) + [9, 9, 9], to: folder + "/c.ppm")
            try Fixtures.write(Array("notes".utf8), to: folder + "/notes.txt")
            var sequence = try ImageSequence(folder: folder, framesPerSecond: 4)
            let frames = try frames(&sequence)
            #expect(frames.map { $0.luma.pixels[0] } == [1, 2, 9])
            #expect(frames.map { $0.chroma == nil } == [true, true, false])
            #expect(frames.last?.time == 0.5)
        }
    }

    @Test func portraitsPlayAsASequence() throws {
        var sequence = try ImageSequence(folder: try Fixtures.path("portraits"))
        let frames = try frames(&sequence)
        #expect(frames.count == 6)
        #expect(sequence.files.first?.hasSuffix("227943776_1.pgm") == true)
    }

    @Test func unreadableImageNamesItsFrameAndEndsTheSequence() throws {
        try withTemporaryFolder("frames") { temporary in
            let folder = try Fixtures.makeFolder(in: temporary)
            defer { Fixtures.remove(folder) }
            try Fixtures.write(pgm(1), to: folder + "/0.pgm")
            try Fixtures.write(Array("P5 2 1 255\n".utf8), to: folder + "/1.pgm")
            var sequence = try ImageSequence(pattern: folder + "/%d.pgm")
            _ = try sequence.nextFrame()
            #expect {
                _ = try sequence.nextFrame()
            } throws: { error in
                (error as? FrameFileError)?.description
                    == "\(folder)/1.pgm: frame 1 is unreadable: truncated: 0 of 2 bytes of pixels"
            }
            #expect(try sequence.nextFrame() == nil)
        }
    }

    @Test func badPatternsSaySo() throws {
        #expect(throws: FrameFileError.self) { _ = try ImageSequence(pattern: "frames/frame.pgm") }
        #expect(throws: FrameFileError.self) { _ = try ImageSequence(pattern: "frames/%s.pgm") }
        #expect {
            _ = try ImageSequence(pattern: "/nonexistent/f%03d.pgm")
        } throws: { error in
            (error as? FrameFileError)?.message == "no image matches (looked for /nonexistent/f000.pgm)"
        }
        #expect(throws: FrameFileError.self) { _ = try ImageSequence(folder: "/nonexistent") }
    }

    @Test func patternsSplitAroundTheirNumber() {
        #expect(ImageSequence.split(pattern: "a%%b%05d.c%%") ?? ("", 0, "") == ("a%b", 5, ".c%"))
        #expect(ImageSequence.split(pattern: "%d") ?? ("", 0, "") == ("", 0, ""))
        #expect(ImageSequence.split(pattern: "a%d%d") == nil)
    }
}
