import Foundation
import Testing

/// The mock apps driven hands-free through the real binary: a video or a face trace in, no keys, the
/// final screen and the files written checked.
@Suite struct MockAppsTests {
    static let video200 = Repository.path(".fixtures/face-sizes/face-200.y4m")
    static let video100 = Repository.path(".fixtures/face-sizes/face-100.y4m")

    static func temporaryFolder() throws -> String {
        let path = FileManager.default.temporaryDirectory.path + "/facenav-apps-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    static func selfie(_ video: String, data: String, extra: [String] = []) throws -> ProcessRun {
        try ProcessRun.run(
            Repository.facenav, ["run", "--app", "selfie", "--headless", "--video", video] + extra, timeout: 120,
            environment: ["XDG_DATA_HOME": data, "NO_COLOR": "1"])
    }

    static func files(under folder: String) -> [String] {
        (FileManager.default.enumerator(atPath: folder)?.allObjects as? [String] ?? []).sorted()
    }

    @Test func selfieFromAVideoIsSavedAsAJPEGWhoseHashIsInTheRegistry() throws {
        let data = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: data) }
        let run = try Self.selfie(Self.video200, data: data)
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardOutput.contains("Photo saved"))
        let photos = Self.files(under: data + "/facenav/MRTD/FaceDetection").filter { $0.hasSuffix(".jpg") }
        try #require(photos.count == 1)
        #expect(photos[0].hasPrefix("FaceDetected"))
        let photo = data + "/facenav/MRTD/FaceDetection/" + photos[0]
        // The hash recomputed by coreutils, and the picture decoded by ffmpeg.
        let hash = try ProcessRun.run("/usr/bin/sha256sum", [photo]).standardOutput.prefix(64)
        let registry = try String(contentsOfFile: data + "/facenav/image-matches.json", encoding: .utf8)
        #expect(registry.contains("\"hash\" : \"\(hash)\""))
        #expect(registry.contains(photo))
        let probe = try ProcessRun.run(
            "/usr/bin/ffprobe", ["-v", "error", "-show_entries", "stream=codec_name,width,height", "-of", "csv", photo])
        #expect(probe.standardOutput.contains("mjpeg,640,480"), "\(probe.standardError)")
    }

    @Test func selfieEventLogReportsTheSavedPathAndNoPictures() throws {
        let data = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: data) }
        let events = data + "/events.jsonl"
        let run = try Self.selfie(Self.video200, data: data, extra: ["--events", events])
        #expect(run.status == 0, "\(run.standardError)")
        let log = try String(contentsOfFile: events, encoding: .utf8)
        #expect(log.contains(#""input":"captured","request":"selfie","outcome":"success""#))
        #expect(log.contains(#""type":"selfie","event":"saved""#))
        #expect(!log.contains(#""input":"frame""#))
    }

    @Test func aSmallFaceIsAskedToComeCloserAndNothingIsTaken() throws {
        let data = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: data) }
        let run = try Self.selfie(Self.video100, data: data)
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardOutput.contains("Come closer"))
        #expect(Self.files(under: data).filter { $0.hasSuffix(".jpg") }.isEmpty)
    }

    @Test func anUnwritableDataFolderSaysSoAndLeavesNothing() throws {
        let data = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: data) }
        // /proc refuses new folders even to root, as a read-only disk does.
        let run = try Self.selfie(Self.video200, data: data, extra: ["--data-folder", "/proc/facenav-selfies"])
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardOutput.contains("Photo not saved"))
        #expect(run.standardOutput.contains("cannot save the selfie"))
        #expect(Self.files(under: data).isEmpty)
    }

    @Test func aDamagedRegistryIsKeptAsideAndANewOneStarted() throws {
        let data = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: data) }
        try FileManager.default.createDirectory(atPath: data + "/facenav", withIntermediateDirectories: true)
        try "{ not json".write(toFile: data + "/facenav/image-matches.json", atomically: true, encoding: .utf8)
        let run = try Self.selfie(Self.video200, data: data)
        #expect(run.status == 0, "\(run.standardError)")
        let kept = Self.files(under: data + "/facenav").filter { $0.hasPrefix("image-matches.json.damaged-") }
        try #require(kept.count == 1)
        #expect(try String(contentsOfFile: data + "/facenav/" + kept[0], encoding: .utf8) == "{ not json")
        let registry = try String(contentsOfFile: data + "/facenav/image-matches.json", encoding: .utf8)
        #expect(registry.contains("FaceDetected"))
    }

    /// A face trace that turns right, then left, alternately, once per card, resting between turns.
    static func alternatingTurns(cards: Int) -> String {
        var lines: [String] = []
        var time = 0.0
        func frame(_ yaw: Double) {
            lines.append(
                #"{"t": \#(time), "face": true, "yaw": \#(yaw), "pitch": 0.0, "roll": 0.0, "eyeLeft": 0.95, "eyeRight": 0.95, "mouth": 0.05, "tongue": 0.0, "quality": 0.9}"#
            )
            time += 1.0 / 30
        }
        for _ in 0..<60 { frame(0) }
        for card in 0..<cards {
            let side = card % 2 == 0 ? -0.5 : 0.5
            for step in 1...6 { frame(side * Double(step) / 6) }
            for _ in 0..<12 { frame(side) }
            for step in (0..<6).reversed() { frame(side * Double(step) / 6) }
            for _ in 0..<20 { frame(0) }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    @Test func cardsGoThroughTheWholeDeckByHeadTurns() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let trace = folder + "/turns.jsonl"
        try Self.alternatingTurns(cards: 12).write(toFile: trace, atomically: true, encoding: .utf8)
        let run = try ProcessRun.run(
            Repository.facenav, ["run", "--app", "cards", "--headless", "--trace", trace], timeout: 60)
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardOutput.contains("End of the deck"), "\(run.standardOutput)")
        #expect(run.standardOutput.contains("Likes 6 · ✗ Nopes 6 · 0 of 12 left"), "\(run.standardOutput)")
    }

    @Test func anUnreadableDeckIsOneLineSayingWhere() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let deck = folder + "/deck.yaml"
        try "deck: Pets\ncards:\n  - title: [unclosed\n".write(toFile: deck, atomically: true, encoding: .utf8)
        let trace = folder + "/turns.jsonl"
        try Self.alternatingTurns(cards: 1).write(toFile: trace, atomically: true, encoding: .utf8)
        let run = try ProcessRun.run(
            Repository.facenav, ["run", "--app", "cards", "--deck", deck, "--headless", "--trace", trace], timeout: 30)
        #expect(run.status == 2)
        let lines = run.standardError.split(separator: "\n")
        #expect(lines.count == 1, "\(run.standardError)")
        #expect(run.standardError.hasPrefix("facenav: \(deck):"), "\(run.standardError)")
        #expect(run.standardError.contains("invalid YAML"))
        let missing = try ProcessRun.run(
            Repository.facenav,
            ["run", "--app", "cards", "--deck", folder + "/none.yaml", "--headless", "--trace", trace],
            timeout: 30)
        #expect(missing.status == 2)
        #expect(missing.standardError.split(separator: "\n").count == 1, "\(missing.standardError)")
        #expect(missing.standardError.contains("none.yaml"))
    }

    @Test func selfieInARealTerminalTakesThePhotoByItself() throws {
        let data = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: data) }
        let tmux = try Tmux(width: 90, height: 28, environment: ["XDG_DATA_HOME": data])
        try tmux.type("\(Repository.facenav) run --app selfie --speech none --video \(Self.video200)")
        #expect(tmux.waitFor("Photo saved", timeout: 40) != nil, "\(tmux.screen())")
        try tmux.keys("q")
        #expect(tmux.waitUntil { !$0.contains("Photo saved") } != nil, "facenav did not exit")
        #expect(Self.files(under: data).filter { $0.hasSuffix(".jpg") }.count == 1)
    }
}
