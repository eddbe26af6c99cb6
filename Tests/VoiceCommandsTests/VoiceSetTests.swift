import FaceNavCore
import Foundation
import SceneFormat
import Testing
import VoiceCommands

/// The multi-voice test set (`Tests/Fixtures/voice/make-voice-set.sh`, part of `make voice-fixtures`)
/// through real pocketsphinx: the held-out voices' targets, and enrolment from recorded takes.
@Suite struct VoiceSetTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent(".fixtures/voice-set").path

    private func testSet() throws -> VoiceTestSet {
        try #require(
            FileManager.default.fileExists(atPath: Self.folder + "/index.tsv"),
            "\(Self.folder) is missing: run `make voice-fixtures` (espeak-ng, flite and sox render it)")
        return try VoiceTestSet(folder: Self.folder)
    }

    /// A representative part of the held-out voices: for each, the slow voice's commands at 20 dB and the
    /// fast voice's at 10 dB, its near words and its conversation (the whole part: `facenav listen --score`).
    private func heldOutSample() throws -> VoiceTestSet {
        let held = try testSet().part("held")
        let names = held.files.map { $0.path.split(separator: "/").last.map(String.init) ?? "" }
        let chosen = zip(held.files, names).filter { _, name in
            name.hasSuffix("-c0-snr20.wav") || name.hasSuffix("-c1-snr10.wav") || name.hasSuffix("-c0-near.wav")
                || name.hasSuffix("-c1-talk.wav")
        }.map(\.0)
        return VoiceTestSet(folder: held.folder, files: chosen)
    }

    /// The target (95% heard, none confused, none false) is not reached on this set (BENCHMARKS.md,
    /// "Voice commands"); what holds is the order it asks for: a command heard as another is rarer than
    /// one missed, and FaceNav gives far fewer wrong commands than the plain grammar on the same audio.
    @Test func heldOutVoicesGiveFewerWrongCommandsThanMissedOnesAndThanAPlainGrammar() throws {
        let sample = try heldOutSample()
        #expect(Set(sample.files.map(\.voice)).count >= 4, "several held-out voices")
        let result = try sample.score(settings: .default)
        #expect(result.faceNav.spoken >= 80)
        #expect(result.faceNav.confused < result.faceNav.missed, "\(result.faceNav)")
        let wrong = result.faceNav.confused + result.faceNav.falseCommands
        let plainWrong = result.plain.confused + result.plain.falseCommands
        #expect(wrong * 4 < plainWrong, "FaceNav \(result.faceNav); plain \(result.plain)")
        #expect(result.faceNav.right * 2 > result.plain.right, "FaceNav \(result.faceNav); plain \(result.plain)")
    }

    @Test func enrolmentFromRecordedTakesIsSavedAndChangesWhatIsAccepted() throws {
        let set = try testSet()
        let recognizer = try PocketSphinxRecognizer(model: VoiceModel(), words: VoiceSettings.defaultWords.keys)
        let enrolment = VoiceEnrolment(words: VoiceSettings.defaultWords.keys)
        var takeNumber: [String: Int] = [:]
        let takes = try enrolment.prompts.map { prompt in
            takeNumber[prompt, default: 0] += 1
            let path = "\(set.folder)/enrol/\(prompt)-\(takeNumber[prompt]!).wav"
            return (prompt: prompt, heard: try recognizer.recognize(WavAudio(contentsOf: path)))
        }
        let outcome = VoiceEnrolment.learn(from: takes)
        #expect(!outcome.enrolled.isEmpty)
        // Saved in a profile and read back, as `facenav listen --enrol` does.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("facenav-enrol-\(getpid())").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var profile = Profile.default
        profile.voice.enrolled = outcome.enrolled
        try ProfileFile.save(profile, to: folder + "/profile.yaml")
        let saved = try ProfileFile.load(from: folder + "/profile.yaml").voice
        #expect(saved.enrolled == outcome.enrolled)
        // The enrolled voice's commands, in files enrolment never saw.
        let voice = VoiceTestSet(
            folder: set.folder, files: set.files.filter { $0.voice == "espeak-en-029" && $0.kind == .commands })
        let before = try voice.score(settings: .default)
        let after = VoiceTestSet.tally(before.decoded, settings: saved)
        #expect(after.faceNav.right > before.faceNav.right, "before \(before.faceNav), after \(after.faceNav)")
        // Enrolment adds no mistake: the default already hears one "back" of this voice as "pause".
        #expect(
            after.faceNav.confused <= before.faceNav.confused,
            "before \(before.faceNav) \(before.faceNav.mistakes); after \(after.faceNav) \(after.faceNav.mistakes)")
        #expect(after.faceNav.falseCommands <= before.faceNav.falseCommands)
    }
}
