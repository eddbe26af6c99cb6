import FaceNavTestSupport
import Foundation
import Testing

/// The document capture app in a real terminal with a real video standing in for the camera: the front and
/// the back are kept as JPEG files in the run's folder, which ffmpeg decodes, and the mock backend's verdict
/// on Megamind's frames (no document in them) is try again with what to fix.
@Suite(.serialized) struct DocumentCaptureTerminalTests {
    /// A fresh folder for each test, removed when the test is done.
    let temporary: TemporaryFolder
    let folder: String

    init() throws {
        temporary = try TemporaryFolder("document")
        folder = temporary.path("facenav-document")
    }

    @Test func bothSidesAreSavedAsJPEGsAndJudged() throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // The video's face would move the cursor and press: a profile whose head never leaves the dead zone
        // and whose only gesture is the tongue, so Tab and Enter choose (frames still arrive). The p key is
        // FaceNav's paused screen now, as the pause gesture is, not the app's own pause.
        let profile = folder + "/profile.yaml"
        try """
        cursor:
          mode: joystick
          limitLeft: 1.2
          limitRight: 1.2
          limitTop: 1.2
          limitBottom: 1.2
          deadZone: 0.5
        gestures:
          enabled: [tongueOut]
        """.write(toFile: profile, atomically: true, encoding: .utf8)
        let tmux = try Tmux(width: 80, height: 24, environment: ["XDG_DATA_HOME": folder, "XDG_STATE_HOME": folder])
        try tmux.type(
            "\(Repository.facenav) run --app document --speech none --profile \(profile) --video \(LiveFaceRunTests.megamind)"
        )
        #expect(tmux.waitFor("Which document will you capture?", timeout: 15) != nil, "\(tmux.screen())")
        let steps: [(String, String)] = [
            ("▶ CNH", "Front of the document"), ("▶ Continue", "Capture the front"),
            ("▶ Capture", "Is the front readable?"), ("▶ Yes", "Back of the document"),
            ("▶ Continue", "Capture the back"), ("▶ Capture", "Is the back readable?"), ("▶ Yes", "Try again"),
        ]
        for (focus, next) in steps {
            for _ in 0..<6 where tmux.waitFor(focus, timeout: 0.4) == nil { try tmux.keys("Tab") }
            try tmux.keys("Enter")
            #expect(tmux.waitFor(next, timeout: 30) != nil, "after \(focus): \(tmux.screen())")
        }
        #expect(tmux.screen().contains("front: "), "\(tmux.screen())")
        let captures = folder + "/facenav/captures"
        let runs = try FileManager.default.contentsOfDirectory(atPath: captures)
        #expect(runs.count == 1)
        let files = try FileManager.default.contentsOfDirectory(atPath: captures + "/" + runs[0]).sorted()
        #expect(files == ["capture-001.jpg", "capture-002.jpg"])
        for file in files {
            let decoded = try ProcessRun.run(
                "/usr/bin/ffmpeg", ["-v", "error", "-i", captures + "/" + runs[0] + "/" + file, "-f", "null", "-"])
            #expect(decoded.status == 0 && decoded.standardError.isEmpty, "\(file): \(decoded.standardError)")
        }
        try tmux.keys("q")
    }
}
