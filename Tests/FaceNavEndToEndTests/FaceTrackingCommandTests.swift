import FaceNavCore
import FaceNavTestSupport
import Foundation
import Testing

/// `facenav track` and `facenav detect` as programs, on the fixtures `make fixtures` fetches and the models
/// Debian ships.
@Suite struct FaceTrackingCommandTests {
    /// A fresh folder for each test, removed when the test is done.
    let temporary: TemporaryFolder

    init() throws { temporary = try TemporaryFolder("e2e") }

    static let megamind = Repository.path(".fixtures/megamind.y4m")
    static let portrait = Repository.path(".fixtures/portraits/227943776_1.ppm")

    func temporaryPath(_ name: String) -> String {
        temporary.url.appendingPathComponent("facenav-\(name)-\(UUID().uuidString)").path
    }

    @Test func trackWritesATraceThatRunReplays() throws {
        let trace = temporaryPath("track.jsonl")
        defer { try? FileManager.default.removeItem(atPath: trace) }
        let tracked = try ProcessRun.run(
            Repository.facenav, ["track", "--video", Self.megamind, "--max-frames", "40"], timeout: 60)
        #expect(tracked.status == 0, "\(tracked.standardError)")
        let frames = try FaceTraceFormat.parse(tracked.standardOutput, file: "track output")
        #expect(frames.count == 40)
        #expect(frames.first?.faceFound == false)  // Megamind's first frame is black
        #expect(frames.dropFirst().filter(\.faceFound).count >= 35)
        // Her eyes are shut around frames 27-33.
        #expect(frames[28...32].contains { $0.faceFound && max($0.eyeLeft, $0.eyeRight) < 0.4 })
        try tracked.standardOutput.write(toFile: trace, atomically: true, encoding: .utf8)
        let replayed = try ProcessRun.run(Repository.facenav, ["run", "--headless", "--fast", "--trace", trace])
        #expect(replayed.status == 0, "\(replayed.standardError)")
    }

    @Test func trackCanRecordLandmarks() throws {
        let tracked = try ProcessRun.run(
            Repository.facenav, ["track", "--video", Self.megamind, "--max-frames", "3", "--landmarks"], timeout: 60)
        let frames = try FaceTraceFormat.parse(tracked.standardOutput, file: "track output")
        #expect(frames.count == 3 && frames[1].landmarks?.count == 68)
    }

    @Test func aTruncatedVideoEndsWithOneLineNamingTheFrame() throws {
        let video = temporaryPath("cut.y4m")
        defer { try? FileManager.default.removeItem(atPath: video) }
        let handle = try FileHandle(forReadingFrom: URL(fileURLWithPath: Self.megamind))
        let bytes = handle.readData(ofLength: 1_000_000)  // the header, one whole frame and part of the next
        try handle.close()
        try bytes.write(to: URL(fileURLWithPath: video))
        let tracked = try ProcessRun.run(Repository.facenav, ["track", "--video", video])
        #expect(tracked.status == 1)
        #expect(tracked.standardOutput.split(separator: "\n").count == 1)
        #expect(tracked.standardError.contains("frame 1"))
        #expect(tracked.standardError.split(separator: "\n").count == 1)
    }

    @Test func detectFindsThePortraitsOneFaceWithItsLandmarks() throws {
        let result = try ProcessRun.run(Repository.facenav, ["detect", Self.portrait])
        #expect(result.status == 0, "\(result.standardError)")
        let json = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any]
        let faces = json?["faces"] as? [[String: Any]]
        #expect(faces?.count == 1)
        let landmarks = faces?.first?["landmarks"] as? [[Int]]
        #expect(landmarks?.count == 68)
        let box = faces?.first?["box"] as? [Int]
        #expect(box?.count == 4)
    }

    @Test func detectWithABoxPredictsInIt() throws {
        let result = try ProcessRun.run(Repository.facenav, ["detect", Self.portrait, "--box", "140,140,120,120"])
        #expect(result.status == 0, "\(result.standardError)")
        let json = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any]
        let faces = json?["faces"] as? [[String: Any]]
        #expect(faces?.first?["box"] as? [Int] == [140, 140, 120, 120])
        let landmarks = faces?.first?["landmarks"] as? [[Int]] ?? []
        #expect(landmarks.count == 68)
        #expect(landmarks.allSatisfy { $0[0] > 100 && $0[0] < 300 && $0[1] > 100 && $0[1] < 300 })
    }

    @Test func missingModelsNameWhatToDoInOneLine() throws {
        let folder = temporaryPath("models")
        let result = try ProcessRun.run(Repository.facenav, ["detect", Self.portrait, "--models", folder])
        #expect(result.status == 2)
        #expect(result.standardError.contains("opencv-data") && result.standardError.contains("--models"))
        #expect(result.standardError.split(separator: "\n").count == 1)
        let landmarks = try ProcessRun.run(
            Repository.facenav, ["detect", Self.portrait, "--box", "1,1,50,50", "--models", folder])
        #expect(landmarks.status == 2 && landmarks.standardError.contains("libdlib-data"))
    }

    @Test func badArgumentsAreOneClearLine() throws {
        for arguments in [["track"], ["detect", Self.portrait, "--box", "1,2,3"], ["detect", "/nonexistent.pgm"]] {
            let result = try ProcessRun.run(Repository.facenav, arguments)
            #expect(result.status == 2, "\(arguments)")
            #expect(result.standardError.split(separator: "\n").count == 1, "\(arguments): \(result.standardError)")
        }
    }
}
