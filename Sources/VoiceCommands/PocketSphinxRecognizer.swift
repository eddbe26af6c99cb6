import CPocketSphinx
import Foundation

/// The live recogniser: pocketsphinx decoding each utterance twice, against a JSGF grammar of the command
/// words and against a grammar of other words, and scoring the command by how much better it fits.
///
/// `UtteranceDetector` cuts the stream; each utterance is decoded whole (so mean normalisation comes from
/// the utterance itself). The grammar decoder always answers with commands, even for "selection" or a
/// sentence; the garbage decoder answers with other words of the same dictionary: every word within two phones
/// of a command ("nest", "black", "selection") and 300 more spread through it. The difference of their
/// acoustic scores per frame is the words' `score`, which `ConfidencePolicy` checks. All senones are
/// computed (`-compallsen`) so the two decoders' scores share one scale.
/// Not thread-safe: one listener thread owns it.
public final class PocketSphinxRecognizer: SpeechRecognizer {
    private let config: OpaquePointer
    private let commandDecoder: OpaquePointer
    private let garbageDecoder: OpaquePointer
    private var detector = UtteranceDetector()
    /// Audio frames per second of the model's front end (10 ms shift).
    private static let frameRate = 100.0
    /// Garbage words drawn evenly from the dictionary, besides the commands' near neighbours.
    public static let garbageCount = 300

    /// Loads the model and dictionary and the grammars for `words`.
    ///
    /// - Throws: `VoiceError` naming a missing model or dictionary, a word the dictionary lacks, or a
    ///   grammar the decoder refuses.
    public init(model: VoiceModel, words: some Collection<String>) throws(VoiceError) {
        try model.check()
        guard !words.isEmpty else { throw VoiceError("the profile has no voice words; add some under voice: words:") }
        for word in words where !CommandGrammar.isValidWord(word) {
            throw VoiceError("the voice word '\(word)' must be one word of letters (no spaces or symbols)")
        }
        let dictionary = try PronunciationDictionary(contentsOf: model.dictionary)
        let grammar = CommandGrammar(
            words: words,
            garbage: dictionary.garbageWords(count: Self.garbageCount, avoiding: words)
                + dictionary.neighbours(of: words))
        facenav_ps_quiet()
        // Utterances are cut by UtteranceDetector, so pocketsphinx keeps every frame (times stay aligned).
        let arguments = [
            "-hmm", model.model, "-dict", model.dictionary, "-logfn", "/dev/null", "-dither", "yes", "-seed", "1",
            "-remove_silence", "no", "-cmn", "batch", "-compallsen", "yes",
        ]
        var argv = arguments.map { strdup($0) }
        defer { argv.forEach { free($0) } }
        guard let config = facenav_ps_config(Int32(argv.count), &argv) else {
            throw VoiceError("pocketsphinx refused its settings for the model \(model.model)")
        }
        self.config = config
        guard let commandDecoder = ps_init(config), let garbageDecoder = ps_init(config) else {
            cmd_ln_free_r(config)
            throw VoiceError(
                "pocketsphinx cannot load the model \(model.model) with the dictionary \(model.dictionary); "
                    + "check they belong together (--voice-model, --voice-dict)")
        }
        self.commandDecoder = commandDecoder
        self.garbageDecoder = garbageDecoder
        let missing = grammar.words.filter { word in
            guard let pronunciation = ps_lookup_word(commandDecoder, word) else { return true }
            free(pronunciation)
            return false
        }
        guard missing.isEmpty else {
            throw VoiceError(
                "the dictionary \(model.dictionary) has no "
                    + (missing.count == 1
                        ? "word '\(missing[0])'" : "words " + missing.map { "'\($0)'" }.joined(separator: ", "))
                    + "; choose voice words it has, or point --voice-dict at a dictionary that has them")
        }
        guard ps_set_jsgf_string(commandDecoder, "commands", grammar.commandJSGF) == 0,
            ps_set_search(commandDecoder, "commands") == 0,
            ps_set_jsgf_string(garbageDecoder, "garbage", grammar.garbageJSGF) == 0,
            ps_set_search(garbageDecoder, "garbage") == 0
        else {
            throw VoiceError(
                "pocketsphinx refused the command grammar for the words \(grammar.words.joined(separator: ", "))")
        }
    }

    deinit {
        ps_free(commandDecoder)
        ps_free(garbageDecoder)
        cmd_ln_free_r(config)
    }

    public func process(_ samples: [Int16]) throws(VoiceError) -> [HeardWord] {
        var words: [HeardWord] = []
        for utterance in detector.feed(samples) { words += try decode(utterance) }
        return words
    }

    public func finish() throws(VoiceError) -> [HeardWord] {
        guard let utterance = detector.finish() else { return [] }
        return try decode(utterance)
    }

    /// The command words of one utterance, each scored against the garbage decoding of the same audio.
    public func decode(_ utterance: Utterance) throws(VoiceError) -> [HeardWord] {
        let commands = try Self.run(commandDecoder, on: utterance.samples)
        let garbage = try Self.run(garbageDecoder, on: utterance.samples)
        guard commands.frames > 0 else { return [] }
        let score = Double(commands.acoustic - garbage.acoustic) / Double(commands.frames)
        let rival = garbage.words.map(\.word).joined(separator: " ")
        return commands.words.map {
            HeardWord(
                word: $0.word, start: utterance.start + Double($0.first) / Self.frameRate,
                end: utterance.start + Double($0.last + 1) / Self.frameRate, score: score, rival: rival)
        }
    }

    /// Decodes `samples` as one utterance: its spoken words with their frames, and the path's acoustic score.
    private static func run(
        _ decoder: OpaquePointer, on samples: [Int16]
    ) throws(VoiceError) -> (words: [(word: String, first: Int, last: Int)], acoustic: Int, frames: Int) {
        guard ps_start_utt(decoder) == 0 else { throw VoiceError("pocketsphinx cannot start decoding") }
        let status = samples.withUnsafeBufferPointer { ps_process_raw(decoder, $0.baseAddress, $0.count, 0, 1) }
        ps_end_utt(decoder)
        guard status >= 0 else { throw VoiceError("pocketsphinx failed to decode the audio") }
        var words: [(word: String, first: Int, last: Int)] = []
        var acoustic = 0
        var firstFrame = Int.max
        var lastFrame = -1
        var segment = ps_seg_iter(decoder)
        while let current = segment {
            var first: Int32 = 0
            var last: Int32 = 0
            ps_seg_frames(current, &first, &last)
            var acousticScore: Int32 = 0
            var languageScore: Int32 = 0
            var backoff: Int32 = 0
            _ = ps_seg_prob(current, &acousticScore, &languageScore, &backoff)
            acoustic += Int(acousticScore)
            firstFrame = min(firstFrame, Int(first))
            lastFrame = max(lastFrame, Int(last))
            if let text = ps_seg_word(current).map({ baseWord(String(cString: $0)) }), isSpoken(text) {
                words.append((text, Int(first), Int(last)))
            }
            segment = ps_seg_next(current)
        }
        return (words, acoustic, max(0, lastFrame - firstFrame + 1))
    }

    /// The word without the alternate-pronunciation mark the decoder adds: `next(2)` → `next`.
    static func baseWord(_ word: String) -> String {
        guard word.hasSuffix(")"), let open = word.lastIndex(of: "("), open != word.startIndex else { return word }
        return String(word[..<open])
    }

    /// A word of speech: not silence or a noise marker.
    private static func isSpoken(_ word: String) -> Bool {
        !(word.hasPrefix("<") || word.hasPrefix("[") || word.hasPrefix("("))
    }
}
