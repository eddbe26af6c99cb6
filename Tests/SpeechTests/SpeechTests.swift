import FaceNavCore
import FaceNavTestSupport
import Foundation
import Speech
import Testing

#if canImport(Glibc)
    import Glibc
#endif

@Suite(.serialized) struct SpeechTests {
    /// A fresh folder for each test, removed when the test is done.
    let temporary: TemporaryFolder

    init() throws { temporary = try TemporaryFolder("speech") }

    /// Runs a program to the end (at most 20 s) and returns what it wrote on standard error.
    func run(_ arguments: [String]) throws -> String {
        let errPath = temporary.url.appendingPathComponent("speech-\(UUID().uuidString)").path
        defer { unlink(errPath) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, errPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        let argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        #expect(posix_spawnp(&pid, arguments[0], &actions, nil, argv, environ) == 0, "cannot start \(arguments[0])")
        var status: Int32 = 0
        for _ in 0..<2000 {
            if waitpid(pid, &status, WNOHANG) == pid { break }
            usleep(10_000)
        }
        #expect(status == 0, "\(arguments.joined(separator: " ")) failed")
        return (try? String(contentsOfFile: errPath, encoding: .utf8)) ?? ""
    }

    /// A number from sox's `stat` report, by its label.
    func statistic(_ label: String, in report: String) -> Double? {
        report.split(separator: "\n").first { $0.hasPrefix(label) }
            .flatMap { $0.split(separator: ":").last }
            .flatMap { Double($0.trimmingCharacters(in: .whitespaces)) }
    }

    @Test func espeakReallySpeaksAnAnnouncementOfTheExpectedLength() throws {
        let wav = temporary.url.appendingPathComponent("speech-\(UUID().uuidString).wav").path
        defer { unlink(wav) }
        let text = "The door swings open onto a long, echoing corridor."
        _ = try run(["espeak-ng"] + EspeakAnnouncer.arguments(speaking: text, wavFile: wav))
        let report = try run(["sox", wav, "-n", "stat"])
        let length = try #require(statistic("Length (seconds)", in: report))
        let rms = try #require(statistic("RMS     amplitude", in: report))
        // Nine words at 170 words a minute is about 3.2 s; allow for pauses and the voice's pace.
        #expect((1.5...6.0).contains(length), "length \(length) s")
        #expect(rms > 0.01, "the audio is silent (RMS \(rms))")
    }

    @Test func anImportantAnnouncementInterruptsAndRoutineOnesQueue() {
        let voice = EspeakAnnouncer(executable: "sleep") { _ in ["30"] }
        voice.announce(Announcement("first"))
        #expect(voice.isSpeaking)
        voice.announce(Announcement("second"))
        voice.announce(Announcement("third"))
        #expect(voice.queuedCount == 2)
        voice.announce(Announcement("now", priority: .important))
        #expect(voice.queuedCount == 0)
        #expect(voice.isSpeaking)
        voice.stop()
        #expect(!voice.isSpeaking)
    }

    @Test func queuedAnnouncementsAreSpokenInTurn() {
        let voice = EspeakAnnouncer(executable: "true") { _ in [] }
        voice.announce(Announcement("one"))
        voice.announce(Announcement("two"))
        voice.announce(Announcement("three"))
        for _ in 0..<500 where voice.isSpeaking || voice.queuedCount > 0 { usleep(10_000) }
        #expect(voice.queuedCount == 0)
        #expect(!voice.isSpeaking)
    }

    @Test func autoPicksWhatIsInstalledAndNamedVoicesSayWhatIsMissing() throws {
        let folder = temporary.url.appendingPathComponent("speech-path-\(UUID().uuidString)")
            .path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let candidates: [String] = ["/usr/bin/espeak-ng", "/usr/local/bin/espeak-ng"]
        let espeak = try #require(candidates.first { FileManager.default.isExecutableFile(atPath: $0) })
        symlink(espeak, folder + "/espeak-ng")
        #expect((try? SpeechChoice.auto.makeAnnouncer(path: folder).get())?.name == "espeak-ng")
        #expect((try? SpeechChoice.auto.makeAnnouncer(path: "/nonexistent").get())?.name == "no speech")
        #expect((try? SpeechChoice.none.makeAnnouncer(path: folder).get())?.name == "no speech")
        guard case .failure(let missing) = SpeechChoice.speechd.makeAnnouncer(path: folder) else {
            Issue.record("speechd should be unavailable without spd-say")
            return
        }
        #expect(missing.message == "spd-say is not installed; install speech-dispatcher or use --speech espeak")
    }

    /// A folder holding an executable `spd-say` stand-in with the given shell body.
    func fakeSpeechDispatcher(_ body: String) throws -> String {
        let folder = temporary.url.appendingPathComponent("spd-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try "#!/bin/sh\n\(body)\n".write(toFile: folder + "/spd-say", atomically: true, encoding: .utf8)
        chmod(folder + "/spd-say", 0o755)
        return folder
    }

    @Test func aSpeechDispatcherThatDoesNotAnswerIsPassedOverWithoutHanging() throws {
        let folder = try fakeSpeechDispatcher("sleep 30")
        #expect((try? SpeechChoice.auto.makeAnnouncer(path: folder).get())?.name == "no speech")
        guard case .failure(let problem) = SpeechChoice.speechd.makeAnnouncer(path: folder) else {
            Issue.record("a speech-dispatcher that does not answer must not be chosen")
            return
        }
        #expect(problem.message.hasPrefix("speech-dispatcher does not answer"))
    }

    @Test func speechDispatcherGetsThePriorityOfEachAnnouncement() throws {
        let folder = try fakeSpeechDispatcher("echo \"$@\" >> \"$(dirname \"$0\")/said\"")
        let voice = try #require(try? SpeechChoice.speechd.makeAnnouncer(path: folder).get())
        #expect(voice.name == "speech-dispatcher")
        voice.announce(Announcement("Level one", priority: .important))
        voice.announce(Announcement("open, 1 of 2"))
        voice.setRate(wordsPerMinute: 310)
        voice.announce(Announcement("faster"))
        var said: [String] = []
        for _ in 0..<300 {
            said = ((try? String(contentsOfFile: folder + "/said", encoding: .utf8)) ?? "").split(separator: "\n").map(
                String.init)
            if said.count >= 4 { break }
            usleep(10_000)
        }
        voice.poll()
        // The first line is the server check made when choosing the voice; the two clients run side by side.
        #expect(said.first == "--priority progress --  ")
        #expect(
            said.dropFirst().sorted() == [
                "--priority important -r 0 -- Level one", "--priority message -r 0 -- open, 1 of 2",
                "--priority message -r 50 -- faster",
            ], "the rate reaches speech-dispatcher on its own scale")
    }
}
