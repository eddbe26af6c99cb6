import FaceNavTestSupport
import Foundation
import Testing

/// What a new user might type, each answered with one clear line and a failing exit status, never a crash,
/// a hang or a silent success.
@Suite struct BadInputTests {
    static let trace = "Tests/Fixtures/traces/demo-push-pop.jsonl"

    @Test(arguments: ["99999x99999", "20000x20000", "1001x24", "0x24", "80x", "eighty"])
    func anOutOfRangeOrMalformedSizeIsRefused(size: String) throws {
        let result = try ProcessRun.run(
            Repository.facenav, ["run", "--headless", "--trace", Self.trace, "--size", size], timeout: 10)
        #expect(result.status == 64)
        #expect(result.standardOutput.isEmpty)
        #expect(result.standardError.hasPrefix("facenav: The value '\(size)' is invalid for '--size <size>': "))
        #expect(result.standardError.contains("1000x1000") || result.standardError.contains("like 80x24"))
        #expect(result.standardError.split(separator: "\n").count == 1, "\(result.standardError)")
    }

    /// A value an option does not take is one line naming the option and every value it takes (ArgumentParser
    /// alone prints the values one a line past five, then the usage); `--help` still lists them. Options that
    /// do not go together are refused the same way (`validate()`), before any file is opened.
    @Test(arguments: [
        (
            ["run", "--app", "mail"],
            "The value 'mail' is invalid for '--app <app>'. Please provide one of 'launcher', 'demo', 'example', 'escape', 'cards', 'selfie' or 'document'."
        ),
        (
            ["play", "--speech", "loud"],
            "The value 'loud' is invalid for '--speech <speech>'. Please provide one of 'auto', 'speechd', 'espeak' or 'none'."
        ),
        (
            ["run", "--cursor", "mouse"],
            "The value 'mouse' is invalid for '--cursor <cursor>'. Please provide one of 'absolute' and 'joystick'."
        ),
        (
            ["registry", "add", "--type", "s3", "--description", "d", "--file", "f"],
            "The value 's3' is invalid for '--type <type>'. Please provide one of 'local', 'uri' or 'azure'."
        ),
        (["play", "--chapter", "two"], "The value 'two' is invalid for '--chapter <chapter>'"),
        (["play", "--camer", "none"], "Unknown option '--camer'. Did you mean '--camera'?"),
        (["play", "--hint-interval", "0"], "--hint-interval must be more than 0 seconds, not 0.0"),
        (
            ["play", "--hint-interval", "inf"],
            "--hint-interval takes a number of seconds above 0, like 30; inf is not one"
        ),
        (
            ["play", "--hint-interval", "nan"],
            "--hint-interval takes a number of seconds above 0, like 30; nan is not one"
        ),
        (
            ["play", "--hint-interval", "1e999"],
            "--hint-interval takes a number of seconds above 0, like 30; inf is not one"
        ),
        (["play", "--chapter", "0", "--level", "1"], "--chapter and --level count from 1, like --chapter 2 --level 1"),
        (["play", "--level", "1"], "--chapter and --level go together: give both, like --chapter 2 --level 1"),
        (["run", "--trace", "t.jsonl", "--video", "v.y4m"], "give one face: --video, --camera, --trace or --replay"),
        (["play", "--wav", "w.wav"], "--wav and --mic choose what --voice listens to: add --voice"),
        (
            ["run", "--video", "-"],
            "--video - would read standard input, which the terminal needs for keys: give a file"
        ),
    ])
    func aValueAnOptionDoesNotTakeIsOneLineWithTheValuesItTakes(arguments: [String], message: String) throws {
        let result = try ProcessRun.run(Repository.facenav, arguments)
        #expect(result.status == 64)
        #expect(result.standardOutput.isEmpty)
        #expect(result.standardError == "facenav: \(message)\n")
    }

    @Test func helpListsTheValuesOfEveryChoice() throws {
        let help = try ProcessRun.run(Repository.facenav, ["run", "--help"])
        #expect(help.status == 0)
        let words = help.standardOutput.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(words.contains("(values: launcher, demo, example, escape, cards, selfie, document)"), "\(words)")
        #expect(words.contains("(values: auto, speechd, espeak, none; default: auto)"))
        #expect(words.contains("(values: absolute, joystick)"))
    }

    @Test func theLargestSizeRuns() throws {
        let result = try ProcessRun.run(
            Repository.facenav, ["run", "--headless", "--fast", "--trace", Self.trace, "--size", "1000x60"])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput.contains("Welcome to FaceNav"))
    }

    @Test(arguments: [["run"], ["play"]])
    func aFailedEventLogWriteIsAnError(command: [String]) throws {
        try withTemporaryFolder("e2e") { temporary in
            let state = temporary.path("facenav")
            try FileManager.default.createDirectory(atPath: state, withIntermediateDirectories: true)
            let log = state + "/events.jsonl"
            // A 1 KiB file-size limit stands in for a full disk (/dev/full is no regular file, so --events refuses it).
            let result = try ProcessRun.run(
                "/bin/bash",
                [
                    "-c", "trap '' XFSZ; ulimit -f 1; exec \"$@\" > /dev/null", "bash", "/usr/bin/env",
                    "XDG_STATE_HOME=\(state)",
                    Repository.facenav,
                ] + command + ["--headless", "--trace", Self.trace, "--events", log])
            #expect(result.status == 1)
            #expect(
                result.standardError
                    == "facenav: could not write the event log \(log): File too large; the log is incomplete, give --events a file on a disk with room\n"
            )
        }
    }

    /// A headless run from a video, measured frame by frame, checks its event log as a trace's run does.
    @Test func aFailedEventLogWriteFromAHeadlessVideoIsAnError() throws {
        try withTemporaryFolder("e2e") { temporary in
            let state = temporary.path("facenav")
            try FileManager.default.createDirectory(atPath: state, withIntermediateDirectories: true)
            let log = state + "/events.jsonl"
            let result = try ProcessRun.run(
                "/bin/bash",
                [
                    "-c", "trap '' XFSZ; ulimit -f 1; exec \"$@\" > /dev/null", "bash", "/usr/bin/env",
                    "XDG_STATE_HOME=\(state)",
                    Repository.facenav, "run", "--app", "cards", "--headless", "--video", LiveFaceRunTests.megamind,
                    "--events", log,
                ], timeout: 120)
            #expect(result.status == 1, "\(result.standardError)")
            #expect(result.standardError.hasPrefix("facenav: could not write the event log \(log): "))
        }
    }

    /// A damaged progress file is kept aside and a new game starts: printed before the game takes the
    /// terminal, and said by the game, where a player listening to it hears it.
    @Test func aDamagedProgressFileIsKeptAsideAndTheGameSaysSo() throws {
        try withTemporaryFolder("e2e") { temporary in
            let state = temporary.path("facenav")
            try FileManager.default.createDirectory(atPath: state + "/facenav", withIntermediateDirectories: true)
            let progress = state + "/facenav/escape-progress.json"
            try #"{"current": 3"#.write(toFile: progress, atomically: true, encoding: .utf8)
            let log = state + "/events.jsonl"
            let result = try ProcessRun.run(
                Repository.facenav,
                ["play", "--headless", "--trace", "Tests/Fixtures/traces/escape-bedside-table.jsonl", "--events", log],
                environment: ["XDG_STATE_HOME": state])
            #expect(result.status == 0, "\(result.standardError)")
            let kept = try FileManager.default.contentsOfDirectory(atPath: state + "/facenav")
                .filter { $0.hasPrefix("escape-progress.json.damaged-") }
            #expect(kept.count == 1)
            let note = "\(progress): the saved progress is damaged; kept it as \(state)/facenav/\(kept.first ?? "")"
            #expect(
                result.standardError.hasPrefix("facenav: \(note) and started a new game\n"), "\(result.standardError)")
            let said = try String(contentsOfFile: log, encoding: .utf8).split(separator: "\n")
                .filter { $0.contains(#""type":"announcement""#) }
            #expect(said.contains { $0.contains("kept it as") }, "\(said)")
        }
    }

    /// One broken file is one line at the file, for `run`'s scenes and `play`'s levels alike: no line about
    /// another scene, no second line pointing at the first.
    @Test func aBrokenSceneOrLevelFileIsOneLine() throws {
        try withTemporaryFolder("e2e") { temporary in
            let folder = temporary.path("facenav")
            try FileManager.default.createDirectory(atPath: folder + "/app", withIntermediateDirectories: true)
            try "app: B\nroot: home\n".write(toFile: folder + "/app/app.yaml", atomically: true, encoding: .utf8)
            try "scene: home\nwidgets: [\n".write(toFile: folder + "/app/home.yaml", atomically: true, encoding: .utf8)
            let run = try ProcessRun.run(
                Repository.facenav, ["run", "--scenes", folder + "/app", "--headless", "--trace", Self.trace])
            #expect(run.status == 2)
            #expect(run.standardError.hasPrefix("facenav: \(folder)/app/home.yaml:3:1: invalid YAML: "))
            #expect(run.standardError.split(separator: "\n").count == 1, "\(run.standardError)")

            try FileManager.default.copyItem(atPath: Repository.path("Scenes/escape"), toPath: folder + "/game")
            try Data([0x7f, 0x45, 0x4c, 0x46, 0xff, 0xfe, 0x00]).write(
                to: URL(fileURLWithPath: folder + "/game/chapter-2.yaml"))
            let play = try ProcessRun.run(
                Repository.facenav, ["play", "--game", folder + "/game", "--headless", "--trace", Self.trace],
                environment: ["XDG_STATE_HOME": folder + "/state"])
            #expect(play.status == 2)
            #expect(
                play.standardError
                    == "facenav: \(folder)/game/chapter-2.yaml:1:1: not UTF-8 text; scene and level files are YAML text, saved as UTF-8\n"
            )
        }
    }

    @Test func aY4MWithAHeaderAndNoFramesSaysSo() throws {
        try withTemporaryFolder("e2e") { temporary in
            let path = temporary.url.appendingPathComponent("facenav.y4m")
                .path
            defer { unlink(path) }
            try "YUV4MPEG2 W64 H48 F30:1 Ip A1:1 C420jpeg\n".write(toFile: path, atomically: true, encoding: .utf8)
            let message = "facenav: \(path): the video has a header but no frames; record or convert it again\n"
            let track = try ProcessRun.run(Repository.facenav, ["track", "--video", path])
            #expect(track.status == 2)
            #expect(track.standardError == message)
            let run = try ProcessRun.run(Repository.facenav, ["run", "--headless", "--video", path])
            #expect(run.status == 2)
            #expect(run.standardError == message)
        }
    }

    /// `/dev/null` is not a camera; libv4l2's plugins would print "Failed to query video capabilities" first.
    @Test func aFileThatIsNotACameraIsOneLineOfOurs() throws {
        let result = try ProcessRun.run(Repository.facenav, ["track", "--camera", "/dev/null"])
        #expect(result.status == 2)
        #expect(result.standardError.hasPrefix("facenav: /dev/null"))
        #expect(result.standardError.split(separator: "\n").count == 1, "\(result.standardError)")
    }

    /// A trace that cannot be used is one line at its file and line, with status 2 like a bad replay or video.
    @Test(arguments: [
        ("", "1: the trace has no frames"),
        ("\r\n# only a comment\r\n", "1: the trace has no frames"),
        ("{\"t\": 0}\n{\"t\": \"soon\"}\n", "2: "),
    ])
    func aTraceThatCannotBeUsedIsOneLine(text: String, message: String) throws {
        try withTemporaryFolder("e2e") { temporary in
            let path = temporary.url.appendingPathComponent("facenav.jsonl")
                .path
            defer { unlink(path) }
            try text.write(toFile: path, atomically: true, encoding: .utf8)
            let result = try ProcessRun.run(Repository.facenav, ["run", "--headless", "--trace", path])
            #expect(result.status == 2)
            #expect(result.standardError.hasPrefix("facenav: \(path):\(message)"), "\(result.standardError)")
            #expect(result.standardError.split(separator: "\n").count == 1)
        }
    }

    /// A mistyped cascade name says which names there are, not to install what is installed.
    @Test func aMistypedCascadeSaysWhatToGive() throws {
        try #require(FileManager.default.fileExists(atPath: "/usr/share/opencv4/haarcascades"), "run make deps")
        let result = try ProcessRun.run(
            Repository.facenav, ["track", "--video", LiveFaceRunTests.megamind, "--cascade", "lpb"])
        #expect(result.status == 2)
        #expect(
            result.standardError
                == "facenav: face detector: no cascade file /usr/share/opencv4/haarcascades/lpb.xml; give lbp, haar, the name of one of its cascades (like haarcascade_frontalface_alt2), or an XML file's path\n"
        )
    }

    @Test func aCRLFTraceReplays() throws {
        try withTemporaryFolder("e2e") { temporary in
            let path = temporary.url.appendingPathComponent("facenav.jsonl")
                .path
            defer { unlink(path) }
            let text = try String(contentsOfFile: Repository.path(Self.trace), encoding: .utf8)
            try text.replacingOccurrences(of: "\n", with: "\r\n").write(toFile: path, atomically: true, encoding: .utf8)
            let result = try ProcessRun.run(Repository.facenav, ["run", "--headless", "--fast", "--trace", path])
            #expect(result.status == 0, "\(result.standardError)")
            #expect(result.standardOutput.contains("Welcome to FaceNav"))
        }
    }
}
