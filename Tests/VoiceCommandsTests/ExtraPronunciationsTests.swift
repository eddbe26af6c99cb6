import FaceNavCore
import Foundation
import Testing
import VoiceCommands

/// "back" as B AA K: the British "a" of espeak-ng's en-GB voices, which the command grammar heard as "pause"
/// before the recogniser knew that pronunciation.
@Suite struct ExtraPronunciationsTests {
    @Test func onlyWordsWithAnExtraPronunciationGetOne() {
        let extra = ExtraPronunciations.of(["next", "back", "select"])
        #expect(extra.map(\.word) == ["back"])
        #expect(extra.map(\.phones) == ["B AA K"])
    }

    @Test func aBritishBackIsDecodedAsBack() throws {
        let folder = URL(fileURLWithPath: VoiceSetTests.folder).deletingLastPathComponent()
            .appendingPathComponent("voice-enrol/espeak-en-GB-x-gbclan").path
        try #require(
            FileManager.default.fileExists(atPath: folder + "/back-1.wav"),
            "\(folder) is missing: run `make voice-fixtures`")
        let recognizer = try PocketSphinxRecognizer(model: VoiceModel(), words: VoiceSettings.defaultWords.keys)
        for take in 1...2 {
            let words = try recognizer.recognize(WavAudio(contentsOf: folder + "/back-\(take).wav"))
            #expect(words.map(\.word) == ["back"], "take \(take)")
        }
    }
}
