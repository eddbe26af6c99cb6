import FaceNavTestSupport
import Foundation
import Testing

/// `facenav` as a program: exit codes and one-line errors, and the headless trace replay.
@Suite struct CommandLineTests {
    @Test func runWithoutATerminalSaysSoAndExits() throws {
        let result = try ProcessRun.run(Repository.facenav, ["run", "--scenes", "Scenes/demo"], timeout: 10)
        #expect(result.status != 0)
        #expect(result.standardError.contains("terminal"))
        #expect(result.standardError.split(separator: "\n").count == 1)
    }

    @Test func checkPassesEveryBundledScene() throws {
        let result = try ProcessRun.run(Repository.facenav, ["check", "Scenes"])
        #expect(result.status == 0, "\(result.standardError)")
    }

    @Test func checkReportsFileLineColumnAndExitsTwo() throws {
        try withTemporaryFolder("check") { temporary in
            let folder = temporary.url.appendingPathComponent("facenav-check")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try "app: Broken\nroot: main\n".write(
                to: folder.appendingPathComponent("app.yaml"), atomically: true, encoding: .utf8)
            try "scene: main\nwidgets:\n  - buton: Hi\n".write(
                to: folder.appendingPathComponent("main.yaml"), atomically: true, encoding: .utf8)
            let result = try ProcessRun.run(Repository.facenav, ["check", folder.path])
            #expect(result.status == 2)
            #expect(result.standardError.contains("main.yaml:3:5: unknown widget 'buton'"))
        }
    }

    @Test func aMissingTraceIsOneClearLine() throws {
        let result = try ProcessRun.run(Repository.facenav, ["run", "--headless", "--trace", "/nonexistent/t.jsonl"])
        #expect(result.status != 0)
        #expect(result.standardError.contains("/nonexistent/t.jsonl"))
        #expect(result.standardError.split(separator: "\n").count == 1)
    }

    @Test func headlessReplayOfTheCommittedTraceEndsHomeAndLogsEachStep() throws {
        try withTemporaryFolder("trace") { temporary in
            let events = temporary.path("facenav-trace.jsonl")
            let result = try ProcessRun.run(
                Repository.facenav,
                ["run", "--headless", "--trace", "Tests/Fixtures/traces/demo-push-pop.jsonl", "--events", events])
            #expect(result.status == 0, "\(result.standardError)")
            #expect(result.standardOutput.contains("Welcome to FaceNav"))
            let log = try String(contentsOfFile: events, encoding: .utf8)
            #expect(log.contains(#""type":"navigation","action":"push","scene":"about""#))
            #expect(log.contains(#""type":"navigation","action":"pop","scene":"home""#))
        }
    }
}
