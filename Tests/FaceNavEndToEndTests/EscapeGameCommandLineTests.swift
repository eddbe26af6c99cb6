import FaceNavTestSupport
import Foundation
import Testing

/// `facenav play` and `facenav check` on escape-game files as programs: traces, errors and exit codes.
@Suite struct EscapeGameCommandLineTests {
    /// A fresh folder for each test, removed when the test is done.
    let temporary: TemporaryFolder
    let folder: String

    init() throws {
        temporary = try TemporaryFolder("escape")
        folder = temporary.path("facenav-escape")
    }

    @Test func aFaceTracePlaysACustomActionLevelToSuccessWithoutKeys() throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let events = folder + "/events.jsonl"
        let result = try ProcessRun.run(
            "/usr/bin/env",
            [
                "XDG_STATE_HOME=\(folder)", Repository.facenav, "play", "--chapter", "1", "--level", "2", "--headless",
                "--trace", "Tests/Fixtures/traces/escape-bedside-table.jsonl", "--events", events,
            ])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput.contains("Level 1.3: The whispered word"))
        let log = try String(contentsOfFile: events, encoding: .utf8).split(separator: "\n").compactMap {
            try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
        }
        let actions = log.filter { $0["type"] as? String == "action" }.map { "\($0["object"]!): \($0["action"]!)" }
        #expect(actions == ["Drawer: open", "Bell: ring"])
        #expect(log.contains { $0["type"] as? String == "solved" && $0["level"] as? String == "1.2" })
        let sources = Set(log.compactMap { $0["source"] as? String })
        #expect(sources == ["gesture:tongueOut"], "only the face may act: \(sources)")
        let saved = try String(contentsOfFile: folder + "/facenav/escape-progress.json", encoding: .utf8)
        #expect(saved.contains("\"completed\":[{\"chapter\":0,\"level\":1}]"))
    }

    @Test func checkReportsABadLevelFileAtItsLineAndExitsTwo() throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try "game: G\nintroduction: I\nchapters: [one.yaml]\nending: E\n".write(
            toFile: folder + "/game.yaml", atomically: true, encoding: .utf8)
        try """
        chapter: One
        introduction: I
        levels:
          - title: Bell
            kind: actions
            story: S
            objects: [Bell]
            actions: [[ring, hush]]
            results: [[Ding]]
            expected: [ring]
        """.write(toFile: folder + "/one.yaml", atomically: true, encoding: .utf8)
        let result = try ProcessRun.run(Repository.facenav, ["check", folder])
        #expect(result.status == 2)
        #expect(
            result.standardError.hasPrefix(
                "\(folder)/one.yaml:10:15: level 1 'Bell': 'Bell' has 2 actions but 1 results; give one result per action\n"
            ))
        let play = try ProcessRun.run(Repository.facenav, ["play", "--game", folder, "--speech", "none"])
        #expect(play.status == 2)
        #expect(play.standardError.contains("one.yaml:10:15:"))
    }

    @Test func badPlayOptionsAreOneClearLine() throws {
        let noLevel = try ProcessRun.run(
            Repository.facenav, ["play", "--chapter", "9", "--level", "1", "--speech", "none"])
        #expect(noLevel.status == 2)
        #expect(noLevel.standardError.hasPrefix("facenav: there is no level 9.1: chapter 1 has 4"))
        let halfLevel = try ProcessRun.run(Repository.facenav, ["play", "--chapter", "2"])
        #expect(halfLevel.status == 64)
        #expect(
            halfLevel.standardError
                == "facenav: --chapter and --level go together: give both, like --chapter 2 --level 1\n")
        let voice = try ProcessRun.run(Repository.facenav, ["play", "--speech", "loud"])
        #expect(voice.status == 64)
        #expect(
            voice.standardError
                == "facenav: The value 'loud' is invalid for '--speech <speech>'. Please provide one of 'auto', 'speechd', 'espeak' or 'none'.\n"
        )
        let keys = try ProcessRun.run(Repository.facenav, ["play", "--headless", "--speech", "none"])
        #expect(keys.standardError.contains("--headless needs --trace FILE"))
    }
}
