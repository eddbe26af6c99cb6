import FaceNavCore
import Foundation
import Testing
import VoiceCommands

/// The decoder options for measuring the ceiling: they reach pocketsphinx's own settings, the command
/// grammar's only where meant, and the default changes nothing.
@Suite struct DecoderOptionsTests {
    @Test func theDefaultKeepsFaceNavsSettings() throws {
        let recognizer = try PocketSphinxRecognizer(model: VoiceModel(), words: ["next", "back"])
        let plain = try PocketSphinxRecognizer(
            model: VoiceModel(), words: ["next", "back"], options: DecoderOptions(arguments: ["-lw", "3"]))
        #expect(recognizer.flagSetting("-dither") == true)
        #expect(recognizer.numberSetting("-wip") == recognizer.numberSetting("-wip", commandGrammar: false))
        #expect(recognizer.numberSetting("-lw") != 3)
        #expect(recognizer.numberSetting("-lw") == recognizer.numberSetting("-lw", commandGrammar: false))
        #expect(plain.numberSetting("-lw") == 3)
    }

    @Test func commandArgumentsReachTheCommandGrammarOnly() throws {
        let options = DecoderOptions(
            arguments: ["-beam", "1e-60", "-dither", "no"], commandArguments: ["-lw", "9.5", "-wip", "0.5"])
        let recognizer = try PocketSphinxRecognizer(model: VoiceModel(), words: ["next", "back"], options: options)
        #expect(recognizer.numberSetting("-lw") == 9.5)
        #expect(recognizer.numberSetting("-wip") == 0.5)
        #expect(recognizer.numberSetting("-lw", commandGrammar: false) != 9.5)
        #expect(recognizer.numberSetting("-wip", commandGrammar: false) != 0.5)
        // FaceNav's own value is replaced, not given twice (pocketsphinx refuses a name given twice).
        #expect(recognizer.numberSetting("-beam") == 1e-60)
        #expect(recognizer.numberSetting("-beam", commandGrammar: false) == 1e-60)
        #expect(recognizer.flagSetting("-dither") == false)
        #expect(recognizer.flagSetting("-dither", commandGrammar: false) == false)
    }

    @Test func aCepstralMeanMakesNormalisationLive() throws {
        let mean: [Float] = [41, -5.29, -0.12, 5.09, 2.48, -4.07, -1.37, -1.78, -5.08, -2.05, -6.45, -1.42, 1.17]
        let recognizer = try PocketSphinxRecognizer(
            model: VoiceModel(), words: ["next", "back"], options: DecoderOptions(cepstralMean: mean))
        #expect(recognizer.meanNormalisation == "live")
        #expect(try PocketSphinxRecognizer(model: VoiceModel(), words: ["next"]).meanNormalisation == "batch")
    }

    @Test func theTakesMeanCepstrumStartsTheDecoding() throws {
        let folder = URL(fileURLWithPath: VoiceSetTests.folder).deletingLastPathComponent()
            .appendingPathComponent("voice-enrol/flite-slt").path
        try #require(
            FileManager.default.fileExists(atPath: folder + "/next-1.wav"),
            "\(folder) is missing: run `make voice-fixtures`")
        let words = VoiceSettings.defaultWords.keys
        let takes = try ["next-1", "next-2", "back-1"].map { try WavAudio(contentsOf: "\(folder)/\($0).wav") }
        let mean = try PocketSphinxRecognizer(model: VoiceModel(), words: words).cepstralMean(of: takes)
        #expect(mean.count == PocketSphinxRecognizer.cepstralCoefficients)
        #expect(mean.allSatisfy { $0.isFinite })
        let alone = try PocketSphinxRecognizer(model: VoiceModel(), words: words).cepstralMean(of: [takes[0]])
        #expect(alone != mean, "three takes average to another mean than one")
        let recognizer = try PocketSphinxRecognizer(
            model: VoiceModel(), words: words, options: DecoderOptions(cepstralMean: mean))
        #expect(try recognizer.recognize(takes[1], commandsOnly: true).map(\.word) == ["next"])
        #expect(throws: VoiceError.self) { try recognizer.cepstralMean(of: takes) }
    }

    @Test func badOptionsAreRefusedWithAMessage() {
        let refused = { (options: DecoderOptions) -> String? in
            do throws(VoiceError) {
                _ = try PocketSphinxRecognizer(model: VoiceModel(), words: ["next"], options: options)
                return nil
            } catch {
                return error.message
            }
        }
        #expect(refused(DecoderOptions(commandArguments: ["-lw"]))?.contains("pairs of -name value") == true)
        #expect(refused(DecoderOptions(arguments: ["-nosuchsetting", "1"]))?.contains("-nosuchsetting") == true)
        #expect(refused(DecoderOptions(cepstralMean: [1, 2]))?.contains("13 coefficients") == true)
        // pocketsphinx would silently take these from the model's feat.params instead.
        #expect(refused(DecoderOptions(arguments: ["-cmn", "live"]))?.contains("feat.params") == true)
    }
}
