import FaceNavTestSupport
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
        try withTemporaryFolder("video") { temporary in
            let log = temporary.path("facenav-video.jsonl")
            let result = try ProcessRun.run(
                Repository.facenav, ["run", "--headless", "--video", Self.megamind, "--events", log], timeout: 120)
            #expect(result.status == 0, "\(result.standardError)")
            let logged = events(log)
            #expect(logged.contains { $0["type"] as? String == "face" && $0["found"] as? Bool == true })
            // Megamind blinks and talks throughout: none of it may become a gesture, a command or a press.
            let presses = logged.filter { ["gesture", "command", "activation"].contains($0["type"] as? String ?? "") }
            #expect(presses.isEmpty, "\(presses)")
        }
    }

    /// Issue 18: a real face's pose jitters by more than a fixed 0.03 rad, so "Centred" never came and the
    /// cursor sat at the far edge. Judged against the tracker's own noise, every real video here (a
    /// talking, moving face; three face sizes drifting; still portraits tilted, squinting, side-lit, with
    /// glasses) is centred within 3 s of the face being found (video time, from the event log).
    @Test(arguments: [
        "megamind.y4m", "face-sizes/face-100.y4m", "face-sizes/face-350.y4m", "winks/man-200-tilted.y4m",
        "winks/glasses-200.y4m",
    ])
    func aRealFaceIsCentredWithinThreeSecondsOfBeingFound(video: String) throws {
        let path = Repository.path(".fixtures/\(video)")
        #expect(FileManager.default.fileExists(atPath: path), "run make fixtures")
        try withTemporaryFolder("centre") { temporary in
            let log = temporary.path("facenav-centre.jsonl")
            let result = try ProcessRun.run(
                Repository.facenav, ["run", "--headless", "--fast", "--video", path, "--events", log], timeout: 120)
            #expect(result.status == 0, "\(result.standardError)")
            let said = events(log).filter { $0["type"] as? String == "announcement" }
            let found = said.first { $0["text"] as? String == "Face found" }?["t"] as? Double
            let centred = said.first { $0["text"] as? String == "Centred" }?["t"] as? Double
            #expect(found != nil && centred != nil, "\(video): found \(found ?? -1), centred \(centred ?? -1)")
            if let found, let centred {
                #expect(centred - found <= 3, "\(video): centred \(centred - found) s after found")
            }
        }
    }

    /// Issue 18: a first run (no saved profile) watching a `--video` face offers the calibration wizard when
    /// the face is found, as a webcam run does; with a profile saved it does not.
    @Test func aFirstRunWithAVideoOffersCalibration() throws {
        try withTemporaryFolder("first") { temporary in
            let config = temporary.url.appendingPathComponent("facenav-first")
            try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
            let tmux = try Tmux(environment: ["XDG_CONFIG_HOME": config.path])
            try tmux.type("\(Repository.facenav) run --speech none --video \(Self.megamind)")
            #expect(tmux.waitFor("Look at the centre", timeout: 30) != nil, "\(tmux.screen())")
            try tmux.keys("Escape")
            try tmux.keys("q")
            #expect(tmux.waitUntil(timeout: 15) { $0.contains("READY$") && !$0.contains("? help") } != nil)

            let profile = config.appendingPathComponent("profile.yaml").path
            #expect(try ProcessRun.run(Repository.facenav, ["profile", "init", profile]).status == 0)
            try tmux.type(
                "clear; \(Repository.facenav) run --speech none --video \(Self.megamind) --profile \(profile)")
            #expect(tmux.waitFor("Face found", timeout: 30) != nil)
            #expect(!tmux.screen().contains("Look at the centre"))
            try tmux.keys("q")
        }
    }

    /// One face at a time; only headless may a trace drive the face over a video's picture (the apps' tests).
    @Test func oneFaceSourceAtATime() throws {
        for faces in [
            ["--video", Self.megamind, "--replay", "t.jsonl"], ["--camera", "/dev/video7", "--trace", "t.jsonl"],
        ] {
            let result = try ProcessRun.run(Repository.facenav, ["run", "--headless"] + faces)
            #expect(result.status == 64)
            #expect(result.standardError.contains("give one face"), "\(result.standardError)")
            #expect(result.standardError.split(separator: "\n").count == 1)
        }
        let live = try ProcessRun.run(Repository.facenav, ["run", "--video", Self.megamind, "--trace", "t.jsonl"])
        #expect(live.status == 64 && live.standardError.contains("give one face"), "\(live.standardError)")
    }

    /// A camera that is not there yet is said once (it is tried again every second, as
    /// `V4L2CameraTests` shows with the fake device) while the app runs on keys; quitting does not wait for it.
    @Test func aMissingCameraIsSaidAndQuittingDoesNotWaitForIt() throws {
        let tmux = try Tmux(width: 120)
        try tmux.type("\(Repository.facenav) run --camera /dev/video-facenav-none --speech none")
        #expect(tmux.waitFor("Face tracking off: no camera at /dev/video-facenav-none", timeout: 20) != nil)
        try tmux.keys("q")
        #expect(tmux.waitUntil { !$0.contains("? help") } != nil, "facenav did not exit")
    }

    @Test func theVideoDrivesTheAppInARealTerminal() throws {
        // A saved profile: without one, a first run opens the calibration wizard (tested above).
        try withTemporaryFolder("profile") { temporary in
            let profile = temporary.path("facenav-profile.yaml")
            #expect(try ProcessRun.run(Repository.facenav, ["profile", "init", profile]).status == 0)
            let tmux = try Tmux()
            try tmux.type("\(Repository.facenav) run --video \(Self.megamind) --profile \(profile)")
            let watching = tmux.waitFor("video megamind.y4m", timeout: 15)
            #expect(watching != nil)
            #expect(tmux.waitFor("Face found", timeout: 20) != nil)
            try tmux.keys("q")
            #expect(tmux.waitUntil { !$0.contains("? help") } != nil, "facenav did not exit")
        }
    }
}
