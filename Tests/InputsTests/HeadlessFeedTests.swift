import FaceNavCore
import FaceNavTestSupport
import Foundation
import Inputs
import Runtime
import Testing

/// The headless feeders: a recorded trace laid over a video's pictures, in time order, kept for captures.
@Suite struct HeadlessFeedTests {
    /// A mono Y4M video of `frames` 8x4 frames at 10 fps, each filled with its index, in a fresh folder in `temporary`.
    static func video(frames: Int, in temporary: TemporaryFolder) throws -> String {
        let folder = temporary.url.appendingPathComponent("inputs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var data = Data("YUV4MPEG2 W8 H4 F10:1 Ip A1:1 Cmono\n".utf8)
        for index in 0..<frames {
            data.append(Data("FRAME\n".utf8))
            data.append(Data(repeating: UInt8(index), count: 8 * 4))
        }
        let path = folder.appendingPathComponent("clip.y4m").path
        try data.write(to: URL(fileURLWithPath: path))
        return path
    }

    /// What a feed sent, in words: "picture 0.1" or "face 0.15".
    static func describe(_ input: ProgramInput, at time: Double) -> String {
        let rounded = (time * 100).rounded() / 100
        if input.featureInput(as: CameraFrame.self) != nil { return "picture \(rounded)" }
        switch input {
        case .faceMeasured(let measurement): return "face \((measurement.time * 100).rounded() / 100)"
        default: return "\(input)"
        }
    }

    @Test func aTraceOverAVideoComesBetweenThePicturesInTimeOrder() throws {
        try withTemporaryFolder("inputs") { temporary in
            let video = try Self.video(frames: 3, in: temporary)
            // A trace's times count from its first frame, the video's from its first picture.
            let trace = [0, 0.15, 0.5].map { FaceMeasurement(time: $0) }
            let feed = HeadlessFeed(frames: LatestFrame())
            var sent: [String] = []
            try feed.feed(trace, overVideo: video) { input, time in
                sent.append(Self.describe(input, at: time))
                return true
            }
            #expect(sent == ["face 0.0", "picture 0.0", "picture 0.1", "face 0.15", "picture 0.2", "face 0.5"])
            // The last picture stays the camera's, for a capture after the video ends.
            #expect(feed.frames.current?.luma.pixels.first == 2)
        }
    }

    @Test func theFeedStopsOnceTheFeatureHasQuit() throws {
        try withTemporaryFolder("inputs") { temporary in
            let video = try Self.video(frames: 3, in: temporary)
            let feed = HeadlessFeed(frames: LatestFrame())
            var count = 0
            try feed.feed([0, 0.15].map { FaceMeasurement(time: $0) }, overVideo: video) { _, _ in
                count += 1
                return count < 2
            }
            #expect(count == 2)
            #expect(feed.frames.current?.luma.pixels.first == 0)
        }
    }

    @Test func aVideoWithNoFramesIsRefusedByName() throws {
        try withTemporaryFolder("inputs") { temporary in
            let video = try Self.video(frames: 0, in: temporary)
            #expect {
                try HeadlessFeed(frames: LatestFrame()).feed([], overVideo: video) { _, _ in true }
            } throws: { error in
                "\(error)" == "\(video): the video has a header but no frames; record or convert it again"
            }
        }
    }

    @Test func aMissingTraceIsRefusedWithWhatToDo() {
        #expect {
            try TraceFile.read("/nonexistent/face.jsonl")
        } throws: { error in
            let message = "\(error)"
            return message.contains("/nonexistent/face.jsonl") && message.contains("record one with `facenav track`")
        }
    }
}
