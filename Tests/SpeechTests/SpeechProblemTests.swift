import FaceNavCore
import FaceNavTestSupport
import Foundation
import Speech
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Issue 18: with no sound card espeak-ng prints ALSA's errors and exits 0, so nobody heard anything and
/// nothing said so. The announcer reads each utterance's standard error and exit code.
@Suite struct SpeechProblemTests {
    /// A fresh folder for each test, removed when the test is done.
    let temporary: TemporaryFolder

    init() throws { temporary = try TemporaryFolder("speech") }

    /// What espeak-ng printed on this machine, which has no sound card.
    static let alsaErrors = """
        ALSA lib confmisc.c:855:(parse_card) cannot find card '0'
        ALSA lib conf.c:5180:(_snd_config_evaluate) function snd_func_card_inum returned error: No such file or directory
        ALSA lib pcm.c:2666:(snd_pcm_open_noupdate) Unknown PCM default
        error: No such file or directory
        """

    /// A stand-in espeak-ng running `body` (a shell script), in a folder of its own.
    func voice(_ body: String) throws -> (executable: String, folder: String) {
        let folder = temporary.url.appendingPathComponent("voice-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let script = folder + "/espeak-ng"
        try "#!/bin/sh\n\(body)\n".write(toFile: script, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script)
        return (script, folder)
    }

    func speakAndWait(_ announcer: EspeakAnnouncer, _ text: String) {
        announcer.announce(Announcement(text))
        for _ in 0..<500 where announcer.isSpeaking { usleep(10_000) }
    }

    @Test func alsaErrorsWithExitZeroAreANoSoundProblem() throws {
        let fake = try voice("cat >&2 <<'END'\n\(Self.alsaErrors)\nEND\nexit 0")
        defer { try? FileManager.default.removeItem(atPath: fake.folder) }
        let announcer = EspeakAnnouncer(executable: fake.executable)
        #expect(announcer.problem == nil)
        speakAndWait(announcer, "Face found")
        let problem = try #require(announcer.problem)
        #expect(problem.hasPrefix("espeak-ng cannot reach an audio device"), "\(problem)")
        #expect(problem.contains("No such file or directory"))
    }

    @Test func aVoiceThatSpeaksHasNoProblem() throws {
        let fake = try voice("echo speaking > /dev/null\nexit 0")
        defer { try? FileManager.default.removeItem(atPath: fake.folder) }
        let announcer = EspeakAnnouncer(executable: fake.executable)
        speakAndWait(announcer, "Face found")
        speakAndWait(announcer, "Centred")
        #expect(announcer.problem == nil)
    }

    @Test func aFailingExitIsAProblemAndAStoppedUtteranceIsNot() throws {
        let failing = try voice("echo 'espeak-ng: no voice data' >&2\nexit 3")
        defer { try? FileManager.default.removeItem(atPath: failing.folder) }
        let announcer = EspeakAnnouncer(executable: failing.executable)
        speakAndWait(announcer, "hello")
        #expect(announcer.problem == "espeak-ng failed (exit 3): espeak-ng: no voice data")

        let slow = try voice("sleep 5")
        defer { try? FileManager.default.removeItem(atPath: slow.folder) }
        let interrupted = EspeakAnnouncer(executable: slow.executable)
        interrupted.announce(Announcement("long"))
        interrupted.announce(Announcement("now", priority: .important))  // kills the first
        interrupted.stop()
        interrupted.poll()
        #expect(interrupted.problem == nil)
    }

    @Test func theProblemIsReadFromWhatTheProgramLeftBehind() {
        #expect(SpeechProblem.of(program: "espeak-ng", exitCode: 0, errorOutput: "") == nil)
        #expect(SpeechProblem.of(program: "espeak-ng", exitCode: nil, errorOutput: "") == nil)
        #expect(
            SpeechProblem.of(program: "espeak-ng", exitCode: 0, errorOutput: Self.alsaErrors)
                == "espeak-ng cannot reach an audio device: error: No such file or directory")
        #expect(
            SpeechProblem.of(program: "espeak-ng", exitCode: 1, errorOutput: "  bad option \n")
                == "espeak-ng failed (exit 1): bad option")
    }

    /// The real espeak-ng: the announcer finds what a direct run's standard error and exit code show (on
    /// this machine and CI, with no sound card, ALSA's errors; with a working one, nothing).
    @Test func realEspeakIsJudgedAsADirectRunShows() throws {
        let direct = Process()
        direct.executableURL = URL(fileURLWithPath: "/usr/bin/espeak-ng")
        direct.arguments = ["--", "hello"]
        let errors = Pipe()
        direct.standardError = errors
        direct.standardOutput = FileHandle.nullDevice
        try direct.run()
        let output = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        direct.waitUntilExit()
        let expected = SpeechProblem.of(program: "espeak-ng", exitCode: direct.terminationStatus, errorOutput: output)
        let announcer = EspeakAnnouncer(executable: "/usr/bin/espeak-ng")
        speakAndWait(announcer, "hello")
        #expect(announcer.problem == expected, "direct run: \(output)")
    }
}
