import FaceNavCore
import Foundation
import SceneFormat
import Testing
import VoiceCommands

/// The multi-voice test set (`Tests/Fixtures/voice/make-voice-set.sh`, part of `make voice-fixtures`)
/// through real pocketsphinx: the held-out voices' targets (enrolment from recorded takes:
/// `VoiceStepRecordingTests`).
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
        // The policy gives up commands for fewer wrong ones: it hears over a third of what the plain grammar
        // hears right (29 of 79 on this sample), with a thirtieth of its wrong commands.
        #expect(result.faceNav.right * 3 > result.plain.right, "FaceNav \(result.faceNav); plain \(result.plain)")
        // Floors just under this sample's figures with the default policy (2026-11-26, the learned evidence
        // rule: right 29 of 100, 0 confused, 1 false; 33, 0, 3 with the floors alone; 39, 0, 4 before the
        // open grammar), so a change that hears fewer or errs more shows.
        #expect(result.faceNav.right >= 27, "\(result.faceNav)")
        #expect(result.faceNav.confused + result.faceNav.falseCommands <= 2, "\(result.faceNav)")
    }
}
