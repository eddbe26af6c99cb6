import FaceNavCore
import FaceNavTestSupport
import Foundation
import Testing

/// "Learn my voice" in a real terminal: the app listens to a WAV file standing in for the microphone (one
/// voice's recorded takes of every command word, in the order the wizard asks for them), the voice step
/// hears each take, and the profile it saves has every word enrolled and `profile.voice-templates` beside
/// it, private (0600 in a 0700 folder), two takes of each word; that profile hears more of the voice's
/// commands than the default profile.
@Suite struct VoiceEnrolmentTerminalTests {
    /// A tune-part voice of the voice set whose takes (`make voice-fixtures`: `.fixtures/voice-enrol`) the
    /// wizard hears as their words.
    static let voice = "espeak-en-US"
    /// Seconds of quiet before the first take: time to open the voice step with the keys. Not much more: a
    /// take's tries time out 8 s each, so a first take later than 16 s after the step opens is skipped.
    static let lead = 8.0
    /// Seconds of quiet after each take.
    static let gap = 3.0

    /// Runs `sox` with `arguments`; fails the test with its error output.
    private func sox(_ arguments: [String]) throws {
        let run = try ProcessRun.run("/usr/bin/sox", arguments, timeout: 60)
        try #require(run.status == 0, "sox \(arguments.joined(separator: " ")): \(run.standardError)")
    }

    /// The takes of `voice`, one per prompt of the voice step, with quiet before and between, as one WAV.
    private func takesRecording(in folder: String) throws -> String {
        let takes = Repository.path(".fixtures/voice-enrol/\(Self.voice)")
        try #require(
            FileManager.default.fileExists(atPath: takes + "/back-1.wav"),
            "\(takes) is missing: run `make voice-fixtures`")
        let lead = folder + "/lead.wav"
        let gap = folder + "/gap.wav"
        // Pink noise as quiet as the takes' own (RMS about 0.0036 of full scale): a microphone never gives
        // digital silence, and the takes' noise around digital silence would count as speech.
        for (file, seconds) in [(lead, Self.lead), (gap, Self.gap)] {
            try sox([
                "-n", "-r", "16000", "-c", "1", "-b", "16", file, "synth", "\(seconds)", "pinknoise", "vol", "0.017",
            ])
        }
        var number: [String: Int] = [:]
        var parts = [lead]
        for prompt in VoiceTake.prompts(for: VoiceSettings.defaultWords.keys) {
            number[prompt, default: 0] += 1
            parts += ["\(takes)/\(prompt)-\(number[prompt]!).wav", gap]
        }
        let recording = folder + "/takes.wav"
        try sox(parts + [recording])
        return recording
    }

    /// The commands `facenav listen` hears in `wav` with `profile` (nil: the default), against the words said
    /// there (the `.txt` beside it): how many right, and how many wrong (another word, or none said there).
    private func heard(_ wav: String, profile: String?) throws -> (right: Int, wrong: Int) {
        // No profile: an empty configuration folder, so no profile of the user's is read.
        let run = try ProcessRun.run(
            Repository.facenav, ["listen", "--wav", wav] + (profile.map { ["--profile", $0] } ?? []), timeout: 300,
            environment: ["XDG_CONFIG_HOME": FileManager.default.temporaryDirectory.path + "/facenav-no-profile"])
        try #require(run.status == 0, "\(run.standardError)")
        let labels = try String(contentsOfFile: String(wav.dropLast(4)) + ".txt", encoding: .utf8)
        var said: [(word: String, start: Double, end: Double)] = []
        for line in labels.split(separator: "\n") {
            let fields = line.split(separator: " ")
            guard fields.count >= 3, let start = Double(fields[1]), let end = Double(fields[2]) else { continue }
            said.append((String(fields[0]), start, end))
        }
        var right = 0
        var wrong = 0
        for line in run.standardOutput.split(separator: "\n") {
            // "  2.79  back → back": the time the word ended, the word, its command.
            let parts = line.split(separator: " ")
            guard parts.count >= 2, let time = Double(parts[0]) else { continue }
            if said.contains(where: { $0.word == parts[1] && time >= $0.start - 0.2 && time <= $0.end + 0.6 }) {
                right += 1
            } else {
                wrong += 1
            }
        }
        return (right, wrong)
    }

    @Test func learnMyVoiceFromRecordedTakesSavesPrivateTemplatesThatHearMore() throws {
        try withTemporaryFolder("learn") { temporary in
            let folder = temporary.url.appendingPathComponent("facenav-learn")
                .path
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            let recording = try takesRecording(in: folder)
            // An app whose one button sends the event of the Voice commands page's "Learn my voice" (an app's
            // scene cannot push FaceNav's own settings pages, and no key opens settings).
            let app = folder + "/app"
            try FileManager.default.createDirectory(atPath: app, withIntermediateDirectories: true)
            try "app: Learn test\nroot: home\n".write(toFile: app + "/app.yaml", atomically: true, encoding: .utf8)
            try "scene: home\ntitle: Home\nwidgets:\n  - button: Learn my voice now\n    event: facenav.voice.learn\n"
                .write(toFile: app + "/home.yaml", atomically: true, encoding: .utf8)
            let config = folder + "/config"
            let tmux = try Tmux(width: 100, height: 30, environment: ["XDG_CONFIG_HOME": config])
            try tmux.type(
                "\(Repository.facenav) run --scenes \(app) --camera none --speech none --voice --wav \(recording)")
            try #require(tmux.waitFor("Learn my voice now", timeout: 60) != nil, "\(tmux.screen())")
            try tmux.keys("Tab", "Enter")
            try #require(tmux.waitFor("back (1 of 2)", timeout: 10) != nil, "\(tmux.screen())")
            let templates = config + "/facenav/profile.voice-templates"
            let profile = config + "/facenav/profile.yaml"
            let recordingSeconds = Self.lead + 20 * (Self.gap + 1.5)
            let deadline = Date().addingTimeInterval(recordingSeconds + 240)
            // Both files are saved when the step ends (each written whole, by rename).
            func saved() -> Bool {
                FileManager.default.fileExists(atPath: templates)
                    && ((try? String(contentsOfFile: profile, encoding: .utf8))?.contains("enrolled: {") ?? false)
            }
            while !saved(), Date() < deadline { usleep(200_000) }
            let screen = tmux.screen()
            try tmux.keys("q")
            _ = tmux.waitFor("READY$", timeout: 20)
            try #require(FileManager.default.fileExists(atPath: templates), "no templates saved:\n\(screen)")
            let attributes = try FileManager.default.attributesOfItem(atPath: templates)
            #expect((attributes[.posixPermissions] as? Int) == 0o600)
            let folderAttributes = try FileManager.default.attributesOfItem(atPath: config + "/facenav")
            #expect((folderAttributes[.posixPermissions] as? Int) == 0o700)
            #expect(((try? FileManager.default.attributesOfItem(atPath: profile))?[.posixPermissions] as? Int) == 0o600)
            // Every word learnt from both its takes ("take back 46" heads each take's frames).
            let lines = try String(contentsOfFile: templates, encoding: .utf8).split(separator: "\n")
            for word in VoiceSettings.defaultWords.keys {
                #expect(lines.filter { $0.hasPrefix("take \(word) ") }.count == 2, "\(word)'s takes")
            }
            // Every word enrolled: the profile's enrolled scores name all ten.
            let saved = try String(contentsOfFile: profile, encoding: .utf8)
            let enrolled = try #require(saved.split(separator: "\n").first { $0.contains("enrolled: {") })
            for word in VoiceSettings.defaultWords.keys {
                #expect(enrolled.contains("\(word): "), "\(word) not enrolled")
            }
            // The saved profile hears more of that voice in recordings enrolment never saw, and nothing wrong.
            var before = (right: 0, wrong: 0)
            var after = (right: 0, wrong: 0)
            for file in ["c0-snr20", "c1-snr20"] {
                let commands = Repository.path(".fixtures/voice-set/\(Self.voice)-\(file).wav")
                let general = try heard(commands, profile: nil)
                let own = try heard(commands, profile: profile)
                before = (before.right + general.right, before.wrong + general.wrong)
                after = (after.right + own.right, after.wrong + own.wrong)
            }
            #expect(after.right > before.right, "default \(before), enrolled \(after)")
            #expect(after.wrong <= before.wrong, "default \(before), enrolled \(after)")
        }
    }
}
