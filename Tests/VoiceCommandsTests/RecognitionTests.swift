import FaceNavCore
import Foundation
import Testing
import VoiceCommands

/// Real pocketsphinx on real synthetic speech: espeak-ng and flite voices rendered by
/// `Tests/Fixtures/voice/make-voice-fixtures.sh` (`make voice-fixtures`, part of `make test`).
@Suite struct RecognitionTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent(".fixtures/voice").path

    private func fixture(_ name: String) throws -> String {
        let path = Self.fixtures + "/" + name
        try #require(
            FileManager.default.fileExists(atPath: path),
            "\(path) is missing: run `make voice-fixtures` (espeak-ng, flite and sox render it)")
        return path
    }

    private func commands(in name: String, words: [String: Command] = VoiceSettings.defaultWords) throws
        -> [HeardCommand]
    {
        let settings = VoiceSettings(words: words)
        var listener = VoiceListener(
            source: WavAudioSource(try WavAudio(contentsOf: try fixture(name))),
            recognizer: try PocketSphinxRecognizer(model: VoiceModel(), words: settings.words.keys),
            filter: VoiceCommandFilter(settings: settings))
        return try listener.commands()
    }

    @Test(arguments: ["espeak", "flite"])
    func theSpokenSequenceComesOutExactlyInOrderAtItsTimes(voice: String) throws {
        let heard = try commands(in: "\(voice)-sequence.wav")
        #expect(heard.map(\.word) == ["next", "back", "select", "next", "select", "back"])
        #expect(heard.map(\.command) == [.next, .back, .activate, .next, .activate, .back])
        // Each command is heard as its word ends: within a quarter second of the rendered word's end.
        let manifest = try String(contentsOfFile: try fixture("\(voice)-sequence.txt"), encoding: .utf8)
        let ends = manifest.split(separator: "\n").compactMap { $0.split(separator: " ").last.flatMap { Double($0) } }
        #expect(ends.count == heard.count)
        for (command, end) in zip(heard, ends) {
            #expect(abs(command.time - end) < 0.25, "\(command.word) heard at \(command.time), word ended at \(end)")
        }
    }

    @Test(arguments: ["noise.wav", "silence.wav", "espeak-sentence.wav", "flite-sentence.wav"])
    func whatIsNotACommandGivesNothing(file: String) throws {
        #expect(try commands(in: file).isEmpty)
    }

    @Test func anotherWordSetIsRecognisedFromTheSameAudio() throws {
        let heard = try commands(in: "flite-sequence.wav", words: ["select": .activate, "back": .back])
        #expect(heard.map(\.word) == ["back", "select", "select", "back"])
    }

    @Test func aWordTheDictionaryLacksIsNamed() {
        #expect(
            throws: VoiceError(
                "the dictionary \(VoiceModel.englishDictionary) has no word 'voltarr'; choose voice words it has, "
                    + "or point --voice-dict at a dictionary that has them")
        ) {
            try PocketSphinxRecognizer(model: VoiceModel(), words: ["next", "voltarr"])
        }
    }

    @Test func aMissingModelIsNamed() {
        #expect(
            throws: VoiceError(
                "no acoustic model at /nonexistent/pt-br (a folder with mdef, means, variances...); check --voice-model"
            )
        ) {
            try PocketSphinxRecognizer(model: VoiceModel(model: "/nonexistent/pt-br"), words: ["ok"])
        }
    }
}
