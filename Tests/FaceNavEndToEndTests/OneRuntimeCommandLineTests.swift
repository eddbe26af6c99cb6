import FaceNavTestSupport
import Foundation
import Testing

/// `run` and `play` read every input the same way through the one program loop: the game plays from a
/// video, a camera option and voice; an `--events` log replays its session; the launcher opens an app.
@Suite struct OneRuntimeCommandLineTests {
    /// A fresh folder for each test, removed when the test is done.
    let temporary: TemporaryFolder
    let folder: String

    init() throws {
        temporary = try TemporaryFolder("runtime")
        folder = temporary.path("facenav-runtime")
    }

    func lines(_ path: String) -> [[String: Any]] {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return [] }
        return text.split(separator: "\n").compactMap {
            try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
        }
    }

    /// The log without its input lines: what the features did.
    func events(_ path: String) throws -> [String] {
        try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").map(String.init)
            .filter { !$0.contains(#""type":"input""#) }
    }

    @Test func theGamePlaysFromARealVideoAndMegamindsBlinksPressNothing() throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let log = folder + "/events.jsonl"
        let result = try ProcessRun.run(
            "/usr/bin/env",
            [
                "XDG_STATE_HOME=\(folder)", Repository.facenav, "play", "--headless", "--video",
                LiveFaceRunTests.megamind, "--camera", "none", "--events", log,
            ], timeout: 120)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput.contains("video megamind.y4m"))
        let logged = lines(log)
        #expect(logged.contains { $0["type"] as? String == "face" && $0["found"] as? Bool == true })
        #expect(logged.filter { $0["input"] as? String == "face" }.count > 100, "every frame is an input")
        let presses = logged.filter {
            ["gesture", "command", "attempt", "solved"].contains($0["type"] as? String ?? "")
        }
        #expect(presses.isEmpty, "\(presses)")
    }

    @Test func theGameHearsVoiceCommandsFromAFile() throws {
        let wav = Repository.path(".fixtures/voice/espeak-sequence.wav")
        try #require(FileManager.default.fileExists(atPath: wav), "run make voice-fixtures")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let log = folder + "/events.jsonl"
        let result = try ProcessRun.run(
            "/usr/bin/env",
            [
                "XDG_STATE_HOME=\(folder)", Repository.facenav, "play", "--headless", "--voice", "--wav", wav,
                "--events", log,
            ], timeout: 60)
        #expect(result.status == 0, "\(result.standardError)")
        let sources = lines(log).filter { $0["type"] as? String == "command" }.compactMap { $0["source"] as? String }
        #expect(sources == ["voice:next", "voice:back", "voice:select", "voice:next", "voice:select", "voice:back"])
    }

    @Test func anEventsLogReplaysItsSessionExactly() throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let first = folder + "/first.jsonl"
        let again = folder + "/again.jsonl"
        let recorded = try ProcessRun.run(
            Repository.facenav,
            ["run", "--headless", "--trace", "Tests/Fixtures/traces/demo-push-pop.jsonl", "--events", first])
        #expect(recorded.status == 0, "\(recorded.standardError)")
        let replayed = try ProcessRun.run(
            Repository.facenav, ["run", "--headless", "--replay", first, "--events", again])
        #expect(replayed.status == 0, "\(replayed.standardError)")
        #expect(replayed.standardOutput == recorded.standardOutput)
        let events = try events(first)
        #expect(events.contains { $0.contains(#""action":"push","scene":"about""#) })
        #expect(try self.events(again) == events)
    }

    @Test func aReplayedGameLogsTheSameAndNeverWritesTheProgress() throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let first = folder + "/first.jsonl"
        let again = folder + "/again.jsonl"
        let progress = folder + "/facenav/escape-progress.json"
        let play = [
            "XDG_STATE_HOME=\(folder)", Repository.facenav, "play", "--chapter", "1", "--level", "2", "--headless",
        ]
        let recorded = try ProcessRun.run(
            "/usr/bin/env", play + ["--trace", "Tests/Fixtures/traces/escape-bedside-table.jsonl", "--events", first])
        #expect(recorded.status == 0, "\(recorded.standardError)")
        #expect(FileManager.default.fileExists(atPath: progress))
        try FileManager.default.removeItem(atPath: progress)
        let replayed = try ProcessRun.run("/usr/bin/env", play + ["--replay", first, "--events", again])
        #expect(replayed.status == 0, "\(replayed.standardError)")
        #expect(try events(again) == events(first))
        #expect(try events(first).contains { $0.contains(#""type":"solved","level":"1.2""#) })
        #expect(!FileManager.default.fileExists(atPath: progress), "a replay must not overwrite the player's progress")
    }

    @Test func aBadReplayLineIsOneClearLine() throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let log = folder + "/bad.jsonl"
        try
            "{\"t\":0,\"type\":\"input\",\"input\":\"key\",\"key\":\"up\"}\n{\"t\":1,\"type\":\"input\",\"input\":\"smell\"}\n"
            .write(toFile: log, atomically: true, encoding: .utf8)
        let result = try ProcessRun.run(Repository.facenav, ["run", "--headless", "--replay", log])
        #expect(result.status == 2)
        #expect(
            result.standardError == "facenav: \(log):2: an unknown input 'smell'; give a log written with --events\n")
    }

    @Test func theLauncherOpensTheDemoAndRunOpensTheGameByName() throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let log = folder + "/keys.jsonl"
        try [
            // The cursor starts in the middle of the list (on Swipe cards): Tab past Selfie, Document capture
            // and Quit to Demo.
            #"{"t":0.9,"type":"input","input":"key","key":"tab"}"#,
            #"{"t":1,"type":"input","input":"key","key":"tab"}"#,
            #"{"t":1.1,"type":"input","input":"key","key":"tab"}"#,
            #"{"t":1.2,"type":"input","input":"key","key":"tab"}"#,
            #"{"t":2,"type":"input","input":"key","key":"enter"}"#,
        ].joined(separator: "\n").write(toFile: log, atomically: true, encoding: .utf8)
        let result = try ProcessRun.run(
            "/usr/bin/env",
            ["XDG_STATE_HOME=\(folder)", Repository.facenav, "run", "--app", "launcher", "--headless", "--replay", log])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput.contains("Welcome to FaceNav"), "\(result.standardOutput)")
        let game = try ProcessRun.run(
            "/usr/bin/env",
            ["XDG_STATE_HOME=\(folder)", Repository.facenav, "run", "--app", "escape", "--headless", "--replay", log])
        #expect(game.status == 0, "\(game.standardError)")
        #expect(game.standardOutput.contains("Escape from Blindness — Welcome"), "\(game.standardOutput)")
        let wrong = try ProcessRun.run(Repository.facenav, ["run", "--app", "mail", "--headless", "--replay", log])
        #expect(wrong.status == 64)
        #expect(
            wrong.standardError
                == "facenav: The value 'mail' is invalid for '--app <app>'. Please provide one of 'launcher', 'demo', 'example', 'escape', 'cards', 'selfie' or 'document'.\n"
        )
    }

    @Test func theGamePlaysFromAVideoInARealTerminal() throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let tmux = try Tmux(width: 100, height: 30, environment: ["XDG_STATE_HOME": folder])
        try tmux.type("\(Repository.facenav) play --speech none --video \(LiveFaceRunTests.megamind)")
        #expect(tmux.waitFor("video megamind.y4m", timeout: 15) != nil, "\(tmux.screen())")
        #expect(tmux.waitFor("Face found", timeout: 20) != nil, "\(tmux.screen())")
        try tmux.keys("q")
        #expect(tmux.waitUntil { !$0.contains("? help") } != nil, "facenav play did not exit")
    }

    @Test func theLauncherOpensTheGameAndComesBackInARealTerminal() throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let tmux = try Tmux(width: 90, height: 26, environment: ["XDG_STATE_HOME": folder])
        try tmux.type("\(Repository.facenav) run --app launcher --camera none --speech none")
        #expect(tmux.waitFor("Choose what to open.") != nil, "\(tmux.screen())")
        // Focus starts in the middle of the list, which grows with every bundled app: Tab until the game.
        for _ in 0..<12 where tmux.waitFor("▶ Escape from Blindness", timeout: 0.5) == nil { try tmux.keys("Tab") }
        try tmux.keys("Enter")
        #expect(tmux.waitFor("Escape from Blindness — Welcome") != nil, "\(tmux.screen())")
        try tmux.keys("q")
        #expect(tmux.waitFor("Back in the launcher.") != nil, "\(tmux.screen())")
        try tmux.keys("q")
        #expect(tmux.waitUntil { !$0.contains("? help") } != nil, "facenav did not exit")
    }
}
