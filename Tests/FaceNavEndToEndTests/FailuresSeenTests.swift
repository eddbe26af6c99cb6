import FaceNavTestSupport
import Foundation
import Testing

/// Issue 18: failures a user can see. A missing eye model stays on the status line after the face is
/// found; a voice that reaches no sound card is shown, and kept, even in the game's blind mode; `make
/// run` fetches the models as `make test` does.
@Suite struct FailuresSeenTests {
    /// A fresh folder for each test, removed when the test is done.
    let temporary: TemporaryFolder

    init() throws { temporary = try TemporaryFolder("e2e") }

    /// A models folder with Debian's cascades and dlib's landmarks but no iris model.
    func modelsWithoutEyes() throws -> String {
        let folder = temporary.url.appendingPathComponent("models-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        for source in ["/usr/share/opencv4/lbpcascades", "/usr/share/opencv4/haarcascades", "/usr/share/dlib"] {
            for name in (try? FileManager.default.contentsOfDirectory(atPath: source)) ?? [] {
                try FileManager.default.createSymbolicLink(
                    atPath: folder + "/" + name, withDestinationPath: source + "/" + name)
            }
        }
        return folder
    }

    @Test func aMissingEyeModelStaysOnTheStatusLineAfterFaceFound() throws {
        let models = try modelsWithoutEyes()
        defer { try? FileManager.default.removeItem(atPath: models) }
        let video = Repository.path(".fixtures/face-sizes/face-200.y4m")
        let result = try ProcessRun.run(
            Repository.facenav, ["run", "--headless", "--fast", "--video", video, "--models", models], timeout: 120)
        #expect(result.status == 0, "\(result.standardError)")
        let status = result.standardOutput.split(separator: "\n").last.map(String.init) ?? ""
        #expect(status.hasPrefix(" ⚠ no eye model │"), "\(status)")
        #expect(status.contains("face found"), "\(status)")
        #expect(result.standardError.contains("no iris_landmark.tflite"))
    }

    @Test func noSoundIsShownAndKeptInBlindMode() throws {
        let folder = temporary.url.appendingPathComponent("nosound-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // What espeak-ng does with no sound card: ALSA's errors on standard error, and exit 0.
        let script = folder + "/espeak-ng"
        try "#!/bin/sh\necho \"ALSA lib pcm.c:2666:(snd_pcm_open_noupdate) Unknown PCM default\" >&2\nexit 0\n"
            .write(toFile: script, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script)
        let tmux = try Tmux(
            width: 100, environment: ["PATH": folder + ":/usr/bin:/bin", "XDG_STATE_HOME": folder + "/state"])
        try tmux.type("\(Repository.facenav) play --blind --speech espeak --camera none")
        let shown = tmux.waitFor("no sound", timeout: 20)
        #expect(
            shown?.contains("cannot reach an audio device") == true || shown?.contains("⚠ no sound") == true,
            "\(tmux.screen())")
        try tmux.keys("Right")
        try tmux.keys("Right")
        usleep(1_500_000)
        #expect(tmux.screen().contains("⚠ no sound"), "still shown after moving on: \(tmux.screen())")
        try tmux.keys("q")
    }

    @Test func makeRunFetchesTheModels() throws {
        let makefile = try String(contentsOfFile: Repository.path("Makefile"), encoding: .utf8)
        let run = makefile.split(separator: "\n").first { $0.hasPrefix("run:") }.map(String.init) ?? ""
        #expect(run.split(separator: " ").contains("models"), "\(run)")
    }
}
