import Foundation
import Testing

/// `facenav run` watching a face in a video, through the real detector, landmarks and tracker.
@Suite struct LiveFaceRunTests {
    static let megamind = Repository.path(".fixtures/megamind.y4m")

    func events(_ path: String) -> [[String: Any]] {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return [] }
        return text.split(separator: "\n").compactMap {
            try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
        }
    }

    @Test func aRealVideoFindsTheFaceAndItsBlinksPressNothing() throws {
        #expect(FileManager.default.fileExists(atPath: Self.megamind), "run make fixtures")
        let log = FileManager.default.temporaryDirectory.appendingPathComponent(
            "facenav-video-\(UUID().uuidString).jsonl"
        ).path
        defer { try? FileManager.default.removeItem(atPath: log) }
        let result = try ProcessRun.run(
            Repository.facenav, ["run", "--headless", "--video", Self.megamind, "--events", log], timeout: 120)
        #expect(result.status == 0, "\(result.standardError)")
        let logged = events(log)
        #expect(logged.contains { $0["type"] as? String == "face" && $0["found"] as? Bool == true })
        // Megamind blinks and talks throughout: none of it may become a gesture, a command or a press.
        let presses = logged.filter { ["gesture", "command", "activation"].contains($0["type"] as? String ?? "") }
        #expect(presses.isEmpty, "\(presses)")
    }

    @Test func oneFaceSourceAtATime() throws {
        let result = try ProcessRun.run(
            Repository.facenav, ["run", "--headless", "--video", Self.megamind, "--trace", "t.jsonl"])
        // Options that do not go together are a usage error (`SessionOptions.validate()`), like a bad value.
        #expect(result.status == 64)
        #expect(result.standardError == "facenav: give one face: --video, --camera, --trace or --replay\n")
    }

    @Test func theVideoDrivesTheAppInARealTerminal() throws {
        let tmux = try Tmux()
        try tmux.type("\(Repository.facenav) run --video \(Self.megamind)")
        let watching = tmux.waitFor("video megamind.y4m", timeout: 15)
        #expect(watching != nil)
        #expect(tmux.waitFor("Face found", timeout: 20) != nil)
        try tmux.keys("q")
        #expect(tmux.waitUntil { !$0.contains("? help") } != nil, "facenav did not exit")
    }
}
