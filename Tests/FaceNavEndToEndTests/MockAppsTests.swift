import FaceNavTestSupport
import Foundation
import Testing

/// The mock apps driven hands-free through the real binary: a video or a face trace in, no keys, the
/// final screen and the files written checked.
@Suite struct MockAppsTests {
    static let video200 = Repository.path(".fixtures/face-sizes/face-200.y4m")
    static let video100 = Repository.path(".fixtures/face-sizes/face-100.y4m")

    /// A fresh folder inside `temporary`, removed with it; its name is short, so a saved file's path
    /// still leaves room for the reason on a 160-column screen.
    static func temporaryFolder(in temporary: TemporaryFolder) throws -> String {
        let path = temporary.path("apps-\(UUID().uuidString.prefix(8))")
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
        try withTemporaryFolder("apps") { temporary in
            let data = try Self.temporaryFolder(in: temporary)
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
                "/usr/bin/ffprobe",
                ["-v", "error", "-show_entries", "stream=codec_name,width,height", "-of", "csv", photo])
            #expect(probe.standardOutput.contains("mjpeg,640,480"), "\(probe.standardError)")
        }
    }

    @Test func selfieEventLogReportsTheSavedPathAndNoPictures() throws {
        try withTemporaryFolder("apps") { temporary in
            let data = try Self.temporaryFolder(in: temporary)
            let events = data + "/events.jsonl"
            let run = try Self.selfie(Self.video200, data: data, extra: ["--events", events])
            #expect(run.status == 0, "\(run.standardError)")
            let log = try String(contentsOfFile: events, encoding: .utf8)
            #expect(log.contains(#""input":"captured","request":"selfie","outcome":"success""#))
            #expect(log.contains(#""type":"selfie","event":"saved""#))
            #expect(!log.contains(#""input":"frame""#))
        }
    }

    @Test func aSmallFaceIsAskedToComeCloserAndNothingIsTaken() throws {
        try withTemporaryFolder("apps") { temporary in
            let data = try Self.temporaryFolder(in: temporary)
            let run = try Self.selfie(Self.video100, data: data)
            #expect(run.status == 0, "\(run.standardError)")
            #expect(run.standardOutput.contains("Come closer"))
            #expect(Self.files(under: data).filter { $0.hasSuffix(".jpg") }.isEmpty)
        }
    }

    @Test func anUnwritableDataFolderSaysSoAndLeavesNothing() throws {
        try withTemporaryFolder("apps") { temporary in
            let data = try Self.temporaryFolder(in: temporary)
            // /proc refuses new folders even to root, as a read-only disk does.
            let run = try Self.selfie(Self.video200, data: data, extra: ["--data-folder", "/proc/facenav-selfies"])
            #expect(run.status == 0, "\(run.standardError)")
            #expect(run.standardOutput.contains("Photo not saved"))
            #expect(run.standardOutput.contains("cannot save the selfie"))
            #expect(Self.files(under: data).isEmpty)
        }
    }

    @Test func aDamagedRegistryIsKeptAsideAndANewOneStarted() throws {
        try withTemporaryFolder("apps") { temporary in
            let data = try Self.temporaryFolder(in: temporary)
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
    }

    /// A committed face trace (`Tests/Fixtures/traces/`).
    static func trace(_ name: String) -> String { Repository.path("Tests/Fixtures/traces/\(name).jsonl") }

    /// A 1 s video of the astronaut photo at 640x480 (a well-lit, sharp picture to capture), through the
    /// ffmpeg filter `filter` (`null` for none), written into `folder`.
    static func documentVideo(in folder: String, filter: String = "null") throws -> String {
        let path = folder + "/document.y4m"
        let made = try ProcessRun.run(
            "/usr/bin/ffmpeg",
            [
                "-v", "error", "-y", "-loop", "1", "-i", Repository.path(".fixtures/astronaut.ppm"), "-t", "1", "-r",
                "30", "-vf", "scale=640:480,\(filter)", "-pix_fmt", "yuv420p", "-f", "yuv4mpegpipe", path,
            ], timeout: 60)
        try #require(made.status == 0, "\(made.standardError)")
        return path
    }

    /// `run --app document --headless` with a committed trace as the face and `video` as the camera.
    static func document(trace: String, video: String, data: String) throws -> ProcessRun {
        try ProcessRun.run(
            Repository.facenav,
            ["run", "--app", "document", "--headless", "--trace", Self.trace(trace), "--video", video], timeout: 60,
            environment: ["XDG_DATA_HOME": data, "NO_COLOR": "1"])
    }

    /// The JPEGs under `folder`, each checked to decode in ffmpeg as a 640x480 picture.
    static func decodedCaptures(under folder: String, sourceLocation: SourceLocation = #_sourceLocation) throws
        -> [String]
    {
        let captures = files(under: folder).filter { $0.hasSuffix(".jpg") }
        for capture in captures {
            let probe = try ProcessRun.run(
                "/usr/bin/ffprobe",
                [
                    "-v", "error", "-show_entries", "stream=codec_name,width,height", "-of", "csv",
                    folder + "/" + capture,
                ])
            #expect(
                probe.standardOutput.contains("mjpeg,640,480"), "\(probe.standardError)", sourceLocation: sourceLocation
            )
        }
        return captures
    }

    @Test func aRecordedTraceTakesTheDocumentToSuccessWithNoKeys() throws {
        try withTemporaryFolder("apps") { temporary in
            let folder = try Self.temporaryFolder(in: temporary)
            let run = try Self.document(
                trace: "document-success", video: try Self.documentVideo(in: folder), data: folder + "/data")
            #expect(run.status == 0, "\(run.standardError)")
            #expect(run.standardOutput.contains("✓ The document was accepted."), "\(run.standardOutput)")
            #expect(run.standardOutput.contains("trace + video document.y4m"))
            let captures = try Self.decodedCaptures(under: folder + "/data/facenav/captures")
            #expect(captures.count == 2, "front and back: \(captures)")
        }
    }

    @Test func aRecordedTraceOverADarkCaptureEndsInTryAgain() throws {
        try withTemporaryFolder("apps") { temporary in
            let folder = try Self.temporaryFolder(in: temporary)
            let dark = try Self.documentVideo(in: folder, filter: "lutyuv=y=val*0.25")
            let run = try Self.document(trace: "document-try-again", video: dark, data: folder + "/data")
            #expect(run.status == 0, "\(run.standardError)")
            #expect(run.standardOutput.contains("The capture could not be read."), "\(run.standardOutput)")
            #expect(run.standardOutput.contains("front: Too dark:"), "\(run.standardOutput)")
            #expect(try Self.decodedCaptures(under: folder + "/data/facenav/captures").count == 2)
        }
    }

    /// With no video and no webcam, the check opens /dev/video0 and finds nothing there.
    @Test(.enabled(if: !FileManager.default.fileExists(atPath: "/dev/video0"), "a machine with no webcam"))
    func theSameTraceWithNoCameraStopsAtThePermissionNotice() throws {
        try withTemporaryFolder("apps") { temporary in
            let folder = try Self.temporaryFolder(in: temporary)
            let events = folder + "/events.jsonl"
            let run = try ProcessRun.run(
                Repository.facenav,
                [
                    "run", "--app", "document", "--headless", "--trace", Self.trace("document-success"), "--events",
                    events,
                ],
                timeout: 60, environment: ["XDG_DATA_HOME": folder, "NO_COLOR": "1"])
            #expect(run.status == 0, "\(run.standardError)")
            #expect(
                run.standardOutput.contains("The camera cannot be opened: there is no camera at /dev/video0."),
                "\(run.standardOutput)")
            #expect(Self.files(under: folder) == ["events.jsonl"], "nothing captured")
            // The check's answer is logged, and a replay takes it from the log: the same screen, no camera opened.
            let log = try String(contentsOfFile: events, encoding: .utf8)
            #expect(log.contains(#""input":"camera","status":"noDevice","detail":"/dev/video0""#))
            let again = folder + "/again.jsonl"
            let replay = try ProcessRun.run(
                Repository.facenav, ["run", "--app", "document", "--headless", "--replay", events, "--events", again],
                timeout: 60, environment: ["XDG_DATA_HOME": folder, "NO_COLOR": "1"])
            #expect(replay.status == 0, "\(replay.standardError)")
            #expect(replay.standardOutput == run.standardOutput, "\(replay.standardOutput)")
            func checks(_ log: String) -> Int { log.components(separatedBy: #""input":"camera""#).count - 1 }
            #expect(checks(log) >= 1)
            #expect(
                checks(try String(contentsOfFile: again, encoding: .utf8)) == checks(log),
                "the logged answers only: the replay opened no camera of its own")
        }
    }

    @Test func aRecordedTraceOverTheVideoSavesTheSelfieWhoseHashIsInTheRegistry() throws {
        try withTemporaryFolder("apps") { temporary in
            let data = try Self.temporaryFolder(in: temporary)
            let run = try ProcessRun.run(
                Repository.facenav,
                [
                    "run", "--app", "selfie", "--headless", "--trace", Self.trace("selfie-face-200"), "--video",
                    Self.video200,
                ],
                timeout: 60, environment: ["XDG_DATA_HOME": data, "NO_COLOR": "1"])
            #expect(run.status == 0, "\(run.standardError)")
            #expect(run.standardOutput.contains("The photo is saved as:"), "\(run.standardOutput)")
            let folder = data + "/facenav/MRTD/FaceDetection"
            let photos = try Self.decodedCaptures(under: folder)
            try #require(photos.count == 1)
            let hash = String(
                try ProcessRun.run("/usr/bin/sha256sum", [folder + "/" + photos[0]]).standardOutput.prefix(64))
            let registry = try JSONSerialization.jsonObject(
                with: Data(contentsOf: URL(fileURLWithPath: data + "/facenav/image-matches.json")))
            let records = (registry as? [String: Any])?["records"] as? [[String: Any]] ?? []
            #expect(
                records.contains { $0["hash"] as? String == hash && $0["file"] as? String == folder + "/" + photos[0] },
                "\(registry)")
        }
    }

    @Test func cardsGoThroughTheWholeDeckByHeadTurns() throws {
        let run = try ProcessRun.run(
            Repository.facenav, ["run", "--app", "cards", "--headless", "--trace", Self.trace("cards-whole-deck")],
            timeout: 60)
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardOutput.contains("End of the deck"), "\(run.standardOutput)")
        #expect(run.standardOutput.contains("Likes 6 · ✗ Nopes 6 · 0 of 12 left"), "\(run.standardOutput)")
    }

    @Test func anUnreadableDeckIsOneLineSayingWhere() throws {
        try withTemporaryFolder("apps") { temporary in
            let folder = try Self.temporaryFolder(in: temporary)
            let deck = folder + "/deck.yaml"
            try "deck: Pets\ncards:\n  - title: [unclosed\n".write(toFile: deck, atomically: true, encoding: .utf8)
            let trace = Self.trace("cards-whole-deck")
            let run = try ProcessRun.run(
                Repository.facenav, ["run", "--app", "cards", "--deck", deck, "--headless", "--trace", trace],
                timeout: 30)
            #expect(run.status == 2)
            let lines = run.standardError.split(separator: "\n")
            #expect(lines.count == 1, "\(run.standardError)")
            #expect(run.standardError.hasPrefix("facenav: \(deck):"), "\(run.standardError)")
            #expect(run.standardError.contains("invalid YAML"))
            // Bytes that are not text, and a folder where the deck should be: one line each, naming the file.
            try Data([0xFF, 0xFE, 0x00, 0x62]).write(to: URL(fileURLWithPath: folder + "/binary.yaml"))
            try FileManager.default.createDirectory(atPath: folder + "/folder.yaml", withIntermediateDirectories: true)
            for (name, says) in [("binary.yaml", "not UTF-8 text"), ("folder.yaml", "is a folder, not a regular file")]
            {
                let bad = try ProcessRun.run(
                    Repository.facenav,
                    ["run", "--app", "cards", "--deck", folder + "/" + name, "--headless", "--trace", trace],
                    timeout: 30)
                #expect(bad.status == 2)
                #expect(bad.standardError.split(separator: "\n").count == 1, "\(bad.standardError)")
                #expect(bad.standardError.hasPrefix("facenav: \(folder)/\(name):1:1: \(says)"), "\(bad.standardError)")
            }
            let missing = try ProcessRun.run(
                Repository.facenav,
                ["run", "--app", "cards", "--deck", folder + "/none.yaml", "--headless", "--trace", trace],
                timeout: 30)
            #expect(missing.status == 2)
            #expect(missing.standardError.split(separator: "\n").count == 1, "\(missing.standardError)")
            #expect(missing.standardError.contains("none.yaml"))
        }
    }

    /// `facenav ARGUMENTS` with every file limited to 16 KiB (`ulimit -f 16`): every photo is larger (33 KiB
    /// and up), so saving fails part way through the write as on a full disk (EFBIG, where a full disk gives
    /// ENOSPC); the printed screen (a file here) stays under the limit.
    static func withFullDisk(_ arguments: [String], data: String) throws -> ProcessRun {
        try ProcessRun.run(
            "/bin/bash",
            [
                "-c", "trap '' XFSZ; ulimit -f 16; exec \"$@\"", "bash", "/usr/bin/env", "XDG_DATA_HOME=\(data)",
                "NO_COLOR=1",
            ]
                + [Repository.facenav] + arguments, timeout: 60)
    }

    @Test func aFullDiskWhileSavingTheSelfieSaysSoAndLeavesNothingHalfWritten() throws {
        try withTemporaryFolder("apps") { temporary in
            let data = try Self.temporaryFolder(in: temporary)
            // A wide screen, so the reason shows past the long path.
            let run = try Self.withFullDisk(
                [
                    "run", "--app", "selfie", "--headless", "--size", "160x24", "--trace",
                    Self.trace("selfie-face-200"),
                    "--video", Self.video200,
                ], data: data)
            #expect(run.status == 0, "\(run.standardError)")
            #expect(run.standardOutput.contains("Photo not saved"), "\(run.standardOutput)")
            #expect(run.standardOutput.contains("cannot save the selfie: \(data)/facenav/MRTD/FaceDetection/"))
            #expect(run.standardOutput.contains(".jpg: cannot write"), "\(run.standardOutput)")
            // Still usable: the result screen offers another try as a button any press choice reaches.
            #expect(run.standardOutput.contains("Try again"))
            let left = Self.files(under: data).filter { !$0.hasSuffix("MRTD") && !$0.hasSuffix("FaceDetection") }
            #expect(left == ["facenav"], "no photo, no temporary file, no registry: \(left)")
        }
    }

    @Test func aFullDiskWhileSavingTheDocumentKeepsTheCaptureScreenAndNoFile() throws {
        try withTemporaryFolder("apps") { temporary in
            let folder = try Self.temporaryFolder(in: temporary)
            let video = try Self.documentVideo(in: folder)
            let data = folder + "/data"
            let run = try Self.withFullDisk(
                [
                    "run", "--app", "document", "--headless", "--trace", Self.trace("document-success"), "--video",
                    video,
                ],
                data: data)
            #expect(run.status == 0, "\(run.standardError)")
            #expect(run.standardOutput.contains("Capture the front"), "\(run.standardOutput)")
            #expect(run.standardOutput.contains("Not saved: cannot save the capture:"), "\(run.standardOutput)")
            #expect(run.standardOutput.contains("File too large"), "\(run.standardOutput)")
            let files = Self.files(under: data + "/facenav/captures").filter { $0.contains(".") }
            #expect(files.isEmpty, "nothing half-written: \(files)")
        }
    }

    @Test func selfieInARealTerminalTakesThePhotoByItself() throws {
        try withTemporaryFolder("apps") { temporary in
            let data = try Self.temporaryFolder(in: temporary)
            let tmux = try Tmux(width: 90, height: 28, environment: ["XDG_DATA_HOME": data])
            try tmux.type("\(Repository.facenav) run --app selfie --speech none --video \(Self.video200)")
            #expect(tmux.waitFor("Photo saved", timeout: 40) != nil, "\(tmux.screen())")
            try tmux.keys("q")
            #expect(tmux.waitUntil { !$0.contains("Photo saved") } != nil, "facenav did not exit")
            #expect(Self.files(under: data).filter { $0.hasSuffix(".jpg") }.count == 1)
        }
    }
}
