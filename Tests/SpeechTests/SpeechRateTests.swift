import FaceNavCore
import FaceNavTestSupport
import Foundation
import Speech
import Testing

/// The speech rate reaches the live voices: espeak-ng's `-s` words per minute and speech-dispatcher's
/// `-r` on its -100…100 scale.
@Suite(.serialized) struct SpeechRateTests {
    /// A fresh folder for each test, removed when the test is done.
    let temporary: TemporaryFolder

    init() throws { temporary = try TemporaryFolder("speech") }

    @Test func speechDispatchersScaleMeetsEspeaksAtTheDefaultAndBothEnds() {
        #expect(SpeechSettings(rate: 170).spokenRate == 0)
        #expect(SpeechSettings(rate: 80).spokenRate == -100)
        #expect(SpeechSettings(rate: 450).spokenRate == 100)
        #expect(SpeechSettings(rate: 310).spokenRate == 50)
        #expect(SpeechSettings(rate: 125).spokenRate == -50)
    }

    @Test func theArgumentsCarryTheRate() {
        #expect(EspeakAnnouncer.arguments(speaking: "hi", wordsPerMinute: 230) == ["-s", "230", "--", "hi"])
        let spd = SpeechDispatcherAnnouncer.arguments(for: Announcement("hi"), rate: 30)
        #expect(spd == ["--priority", "message", "-r", "30", "--", "hi"])
    }

    /// A stand-in espeak-ng that writes the arguments it was started with to a file.
    func recordingVoice() throws -> (executable: String, output: String, folder: String) {
        let folder = temporary.url.appendingPathComponent("rate-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let output = folder + "/arguments"
        let script = folder + "/espeak-ng"
        try "#!/bin/sh\necho \"$@\" >> '\(output)'\n".write(toFile: script, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script)
        return (script, output, folder)
    }

    @Test func aRateSetOnTheLiveEspeakVoiceIsWhatItIsStartedWith() throws {
        let fake = try recordingVoice()
        defer { try? FileManager.default.removeItem(atPath: fake.folder) }
        let voice = EspeakAnnouncer(executable: fake.executable)
        voice.announce(Announcement("at the default"))
        for _ in 0..<500 where voice.isSpeaking { usleep(10_000) }
        voice.setRate(wordsPerMinute: 260)
        voice.announce(Announcement("faster now"))
        for _ in 0..<500 where voice.isSpeaking { usleep(10_000) }
        let lines = try String(contentsOfFile: fake.output, encoding: .utf8).split(separator: "\n")
        #expect(lines == ["-s 170 -- at the default", "-s 260 -- faster now"])
    }

    /// Real espeak-ng: the same sentence at 300 words a minute is much shorter than at 120.
    @Test func espeakReallySpeaksFasterAtAHigherRate() throws {
        let folder = temporary.url.appendingPathComponent("rate-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let text = "The door swings open onto a long, echoing corridor."
        func bytes(_ rate: Int) throws -> Int {
            let wav = folder + "/\(rate).wav"
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments =
                ["espeak-ng"] + EspeakAnnouncer.arguments(speaking: text, wavFile: wav, wordsPerMinute: rate)
            try process.run()
            process.waitUntilExit()
            return (try FileManager.default.attributesOfItem(atPath: wav)[.size] as? Int) ?? 0
        }
        let slow = try bytes(120)
        let fast = try bytes(300)
        #expect(slow > 0 && fast > 0)
        #expect(Double(fast) < 0.7 * Double(slow), "300 wpm: \(fast) bytes, 120 wpm: \(slow) bytes")
    }
}
