import FaceNavCore
import FaceNavTestSupport
import Foundation
import Testing

/// A real photographed face winking (`.fixtures/winks/man-350.y4m`, made by `make fixtures`), tracked by
/// `facenav track` with the iris-landmark model (`make models`) and replayed by `facenav run --trace`: the
/// left wink goes back, the right wink moves to the next item, the 200 ms blink presses nothing.
@Suite struct WinkTraceTests {
    /// A fresh folder for each test, removed when the test is done.
    let temporary: TemporaryFolder

    init() throws { temporary = try TemporaryFolder("e2e") }

    func temporaryPath(_ name: String) -> String {
        temporary.url.appendingPathComponent("facenav-\(name)-\(UUID().uuidString)").path
    }

    func events(_ path: String) -> [[String: Any]] {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return [] }
        return text.split(separator: "\n").compactMap {
            try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
        }
    }

    @Test(arguments: ["man-350", "man-100", "glasses-200", "man-200-tilted"])
    func eachWinkIsOneCommandAndTheBlinkPressesNothing(_ clip: String) throws {
        let video = Repository.path(".fixtures/winks/\(clip).y4m")
        #expect(FileManager.default.fileExists(atPath: video), "run make fixtures")
        let trace = temporaryPath("winks.jsonl")
        let log = temporaryPath("winks-events.jsonl")
        defer {
            try? FileManager.default.removeItem(atPath: trace)
            try? FileManager.default.removeItem(atPath: log)
        }
        // No --cascade: the default finds the face with glasses and the tilted one, which LBP alone misses.
        let tracked = try ProcessRun.run(Repository.facenav, ["track", "--video", video], timeout: 120)
        #expect(tracked.status == 0 && tracked.standardError.isEmpty, "\(tracked.standardError)")
        try tracked.standardOutput.write(toFile: trace, atomically: true, encoding: .utf8)
        let replayed = try ProcessRun.run(
            Repository.facenav, ["run", "--headless", "--fast", "--trace", trace, "--events", log], timeout: 60)
        #expect(replayed.status == 0, "\(replayed.standardError)")
        let logged = events(log)
        let steps = logged.compactMap { event -> String? in
            switch event["type"] as? String {
            case "gesture": "gesture \(event["gesture"] as? String ?? "?")"
            case "command": "command \(event["command"] as? String ?? "?")"
            case "activation": "activation"
            default: nil
            }
        }
        #expect(steps == ["gesture winkLeft", "command back", "gesture winkRight", "command next"], "\(logged)")
    }

    @Test func withoutTheIrisModelTrackSaysSoInOneLineAndKeepsTracking() throws {
        let folder = temporaryPath("models")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for source in [
            "/usr/share/opencv4/lbpcascades/lbpcascade_frontalface_improved.xml",
            "/usr/share/opencv4/haarcascades/haarcascade_frontalface_default.xml",
            "/usr/share/dlib/shape_predictor_68_face_landmarks.dat",
        ] {
            try FileManager.default.createSymbolicLink(
                atPath: folder + "/" + (source as NSString).lastPathComponent, withDestinationPath: source)
        }
        let tracked = try ProcessRun.run(
            Repository.facenav,
            [
                "track", "--video", Repository.path(".fixtures/winks/man-200.y4m"), "--models", folder, "--max-frames",
                "5",
            ],
            timeout: 60)
        #expect(tracked.status == 0, "\(tracked.standardError)")
        let lines = tracked.standardError.split(separator: "\n")
        #expect(lines.count == 1 && lines[0].contains("make models"), "\(tracked.standardError)")
        let frames = try FaceTraceFormat.parse(tracked.standardOutput, file: "track output")
        #expect(frames.count == 5 && frames.allSatisfy(\.faceFound))
    }
}
