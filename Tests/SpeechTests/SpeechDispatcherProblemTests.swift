import FaceNavCore
import FaceNavTestSupport
import Foundation
import Speech
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Issue 18: speech-dispatcher plays through its server, so spd-say exits 0 with no sound card and nobody
/// hears anything. The announcer asks ALSA's playback device once, and counts a failing spd-say too.
@Suite struct SpeechDispatcherProblemTests {
    /// A fresh folder for each test, removed when the test is done.
    let temporary: TemporaryFolder

    init() throws { temporary = try TemporaryFolder("speech") }

    /// A stand-in spd-say running `body` (a shell script), in a folder of its own.
    func fakeSpdSay(_ body: String) throws -> (executable: String, folder: String) {
        let folder = temporary.url.appendingPathComponent("spd-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let script = folder + "/spd-say"
        try "#!/bin/sh\n\(body)\n".write(toFile: script, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script)
        return (script, folder)
    }

    /// Announces and polls until the child has been reaped (at most about 5 s).
    func announceAndReap(_ voice: SpeechDispatcherAnnouncer, _ text: String) {
        voice.announce(Announcement(text))
        for _ in 0..<500 {
            usleep(10_000)
            voice.poll()
            if voice.problem != nil { return }
        }
    }

    @Test func noPlaybackDeviceIsAProblemFromTheStart() throws {
        let fake = try fakeSpdSay("exit 0")
        defer { try? FileManager.default.removeItem(atPath: fake.folder) }
        let voice = SpeechDispatcherAnnouncer(
            executable: fake.executable, outputProblem: { "no audio output (ALSA 'default': No such device)" })
        #expect(voice.problem == "speech-dispatcher has no audio output (ALSA 'default': No such device)")
        announceAndReap(voice, "Face found")
        #expect(voice.problem?.contains("No such device") == true, "the first problem stays")
    }

    @Test func aWorkingDeviceAndClientHaveNoProblem() throws {
        let fake = try fakeSpdSay("exit 0")
        defer { try? FileManager.default.removeItem(atPath: fake.folder) }
        let voice = SpeechDispatcherAnnouncer(executable: fake.executable, outputProblem: { nil })
        announceAndReap(voice, "Face found")
        announceAndReap(voice, "Centred")
        #expect(voice.problem == nil)
    }

    @Test func aFailingSpdSayIsAProblem() throws {
        let fake = try fakeSpdSay("echo 'Failed to connect to Speech Dispatcher' >&2\nexit 1")
        defer { try? FileManager.default.removeItem(atPath: fake.folder) }
        let voice = SpeechDispatcherAnnouncer(executable: fake.executable, outputProblem: { nil })
        #expect(voice.problem == nil)
        announceAndReap(voice, "Face found")
        #expect(voice.problem == "speech-dispatcher failed (exit 1)")
    }

    @Test func theRealProbeNamesADeviceThatCannotBeOpened() {
        let problem = AudioOutputProbe.problem(device: "facenav-no-such-device")
        #expect(problem?.hasPrefix("no audio output (ALSA 'facenav-no-such-device': ") == true, "\(problem ?? "nil")")
    }

    @Test func theRealProbeAgreesWithALSAsCardList() {
        // With no sound card and no sound server, ALSA's default device cannot open; with a card it can
        // (or is busy). A machine with a sound server but no card can go either way, so it is not judged.
        let hasCard = AudioOutputProbe.hasSoundCard
        let hasServer =
            ProcessInfo.processInfo.environment["PULSE_SERVER"] != nil
            || FileManager.default.fileExists(atPath: "/run/user/\(getuid())/pulse")
            || FileManager.default.fileExists(atPath: "/run/user/\(getuid())/pipewire-0")
        let problem = AudioOutputProbe.problem()
        if !hasCard && !hasServer { #expect(problem != nil) }
        if hasCard { #expect(problem == nil, "\(problem ?? "")") }
    }
}
