import CPocketSphinx
import Foundation

/// The live recogniser: pocketsphinx decoding each utterance twice, against a JSGF grammar of the command
/// words and against a grammar of other words, and scoring the command by how much better it fits.
///
/// `UtteranceDetector` cuts the stream; each utterance is decoded whole (so mean normalisation comes from
/// the utterance itself). The grammar decoder always answers with commands, even for "selection" or a
/// sentence; the garbage decoder answers with other words of the same dictionary: every word within two phones
/// of a command ("nest", "black", "selection") and 300 more spread through it. The difference of their
/// acoustic scores per frame is the words' `score`, which `ConfidencePolicy` checks. A third decoder runs a
/// free loop of phones (pocketsphinx's `allphone` search, context-independent phones) over the same audio:
/// the command path's acoustic score against it, per frame, is the standard keyword-verification ratio
/// (`HeardWord.phoneLoopScore`). All senones are computed (`-compallsen`) so the decoders' scores share
/// one scale. A fourth decoder runs the open grammar, a loop of commands and fillers (`FillerWords`:
/// pieces of words and hesitations): what it hears is `HeardWord.openWords`, so a command said alone can be
/// told from one heard inside other speech ("select" + "er" for "selector").
/// Not thread-safe: one listener thread owns it.
public final class PocketSphinxRecognizer: SpeechRecognizer {
    private let config: OpaquePointer
    /// `config` with `DecoderOptions.commandArguments`.
    private let commandConfig: OpaquePointer
    private let openConfig: OpaquePointer
    private let commandDecoder: OpaquePointer
    private let garbageDecoder: OpaquePointer
    /// Nil when the model has no phone language model.
    private let phoneDecoder: OpaquePointer?
    private let openDecoder: OpaquePointer
    private var detector: UtteranceDetector
    /// Phones in each command word's shortest pronunciation (`HeardWord.phones`).
    private let phones: [String: Int]
    private let trimmer: NonSpeechTrimmer
    /// The settings beyond FaceNav's own it was made with (none by default).
    public let options: DecoderOptions
    /// The model, dictionary and speaker adaptation this recogniser loaded.
    public let model: VoiceModel
    /// The command words of its grammar.
    public let words: Set<String>
    /// Held while an utterance is decoded (pocketsphinx's random generator is shared by every decoder) and
    /// while a recogniser loads or is freed: two loading at once on the scoring threads crashed in malloc.
    private static let decoding = NSLock()
    /// Audio frames per second of the model's front end (10 ms shift).
    private static let frameRate = 100.0
    /// Garbage words drawn evenly from the dictionary, besides the commands' near neighbours.
    public static let garbageCount = 300

    /// Loads the model and dictionary and the grammars for `words`, with `options` beyond FaceNav's own
    /// settings (none by default).
    ///
    /// - Throws: `VoiceError` naming a missing model or dictionary, a word the dictionary lacks, a grammar
    ///   or an option the decoder refuses.
    public init(model: VoiceModel, words: some Collection<String>, options: DecoderOptions = DecoderOptions())
        throws(VoiceError)
    {
        Self.decoding.lock()
        defer { Self.decoding.unlock() }
        self.model = model
        self.words = Set(words)
        self.options = options
        detector = options.detector
        trimmer = options.trimmer
        try model.check()
        for list in [options.arguments, options.commandArguments] where list.count % 2 != 0 {
            throw VoiceError(
                "the decoder options '\(list.joined(separator: " "))' must be pairs of -name value; add the missing value"
            )
        }
        let fixed = Set(model.featureParameters?.keys.map { $0 } ?? []).intersection(
            stride(from: 0, to: options.arguments.count, by: 2).map { options.arguments[$0] })
        guard fixed.isEmpty else {
            throw VoiceError(
                "pocketsphinx takes \(fixed.sorted().joined(separator: ", ")) from the model's feat.params, not from "
                    + "the decoder options; for live mean normalisation give a cepstral mean (--cmn-from-takes)")
        }
        if let mean = options.cepstralMean, mean.count != Self.cepstralCoefficients {
            throw VoiceError(
                "a cepstral mean needs \(Self.cepstralCoefficients) coefficients, not \(mean.count); measure it with "
                    + "PocketSphinxRecognizer.cepstralMean")
        }
        guard !words.isEmpty else { throw VoiceError("the profile has no voice words; add some under voice: words:") }
        for word in words where !CommandGrammar.isValidWord(word) {
            throw VoiceError("the voice word '\(word)' must be one word of letters (no spaces or symbols)")
        }
        let dictionary = try PronunciationDictionary(contentsOf: model.dictionary)
        let neighbours = dictionary.neighbours(of: words)
        let known = Set(dictionary.entries.map(\.word))
        let extra = ExtraPronunciations.of(words, in: options.pronunciations)
        let extraSounds = Set(extra.map { $0.phones.split(separator: " ").map(String.init) })
        let soundsExtra = Set(dictionary.entries.filter { extraSounds.contains($0.phones) }.map(\.word))
        let grammar = CommandGrammar(
            words: words,
            garbage: (dictionary.garbageWords(count: Self.garbageCount, avoiding: words) + neighbours)
                .filter { !soundsExtra.contains($0) },
            fillers: FillerWords.pieces.filter(known.contains))
        facenav_ps_quiet()
        // Utterances are cut by UtteranceDetector, so pocketsphinx keeps every frame (times stay aligned).
        let base =
            [
                "-hmm", model.model, "-dict", model.dictionary, "-logfn", "/dev/null", "-dither", "yes", "-seed", "1",
                "-remove_silence", "no", "-cmn", "batch", "-compallsen", "yes",
                // Context-independent phones for the phone loop: with every triphone, decoding took ten times as long.
                "-allphone_ci", "yes",
            ] + (model.adaptation.map { ["-mllr", $0] } ?? [])
        let arguments = DecoderOptions.merged(base, options.arguments)
        guard let config = Self.config(arguments),
            let commandConfig = Self.config(DecoderOptions.merged(arguments, options.commandArguments))
        else {
            throw VoiceError(
                "pocketsphinx refused its settings for the model \(model.model)"
                    + (arguments == base && options.commandArguments.isEmpty
                        ? ""
                        : " with the options '\((options.arguments + options.commandArguments).joined(separator: " "))'")
            )
        }
        self.config = config
        self.commandConfig = commandConfig
        // The open grammar pays for each word it inserts: with pocketsphinx's default penalty, a loop of short
        // words out-fitted nearly every command said alone ("back" as "than it", tried with frequent words).
        guard let openConfig = Self.config(DecoderOptions.merged(arguments, ["-wip", "1e-5"])) else {
            cmd_ln_free_r(config)
            cmd_ln_free_r(commandConfig)
            throw VoiceError("pocketsphinx refused its settings for the model \(model.model)")
        }
        self.openConfig = openConfig
        guard let commandDecoder = ps_init(commandConfig), let garbageDecoder = ps_init(config),
            let openDecoder = ps_init(openConfig)
        else {
            cmd_ln_free_r(config)
            cmd_ln_free_r(commandConfig)
            cmd_ln_free_r(openConfig)
            throw VoiceError(
                "pocketsphinx cannot load the model \(model.model) with the dictionary \(model.dictionary); "
                    + "check they belong together (--voice-model, --voice-dict)")
        }
        self.commandDecoder = commandDecoder
        self.garbageDecoder = garbageDecoder
        self.openDecoder = openDecoder
        phoneDecoder = model.phoneLanguageModel == nil ? nil : ps_init(config)
        if let mean = options.cepstralMean {
            // Live normalisation, restarted from the mean before each utterance (`run`).
            for decoder in [commandDecoder, garbageDecoder, openDecoder] + (phoneDecoder.map { [$0] } ?? [])
            where mean.withUnsafeBufferPointer({ facenav_ps_set_cmn(decoder, $0.baseAddress, Int32($0.count)) }) != 0 {
                throw VoiceError("pocketsphinx has no live mean normalisation to start from the cepstral mean given")
            }
        }
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
        for (word, sound) in extra {
            for decoder in [commandDecoder, openDecoder] {
                let variant = "\(word)(\(Self.pronunciations(of: word, in: decoder).count + 1))"
                guard ps_add_word(decoder, variant, sound, 0) >= 0 else {
                    throw VoiceError("pocketsphinx refused the pronunciation \(sound) of '\(word)'")
                }
            }
        }
        phones = Dictionary(
            uniqueKeysWithValues: grammar.words.map { ($0, Self.shortestPronunciation(of: $0, in: commandDecoder)) })
        guard ps_set_jsgf_string(commandDecoder, "commands", grammar.commandJSGF) == 0,
            ps_set_search(commandDecoder, "commands") == 0,
            ps_set_jsgf_string(garbageDecoder, "garbage", grammar.garbageJSGF) == 0,
            ps_set_search(garbageDecoder, "garbage") == 0,
            ps_set_jsgf_string(openDecoder, "open", Self.withoutHomophones(grammar, in: commandDecoder).openJSGF) == 0,
            ps_set_search(openDecoder, "open") == 0
        else {
            throw VoiceError(
                "pocketsphinx refused the command grammar for the words \(grammar.words.joined(separator: ", "))")
        }
        if let phoneDecoder, let phones = model.phoneLanguageModel {
            guard ps_set_allphone_file(phoneDecoder, "phones", phones) == 0, ps_set_search(phoneDecoder, "phones") == 0
            else {
                throw VoiceError(
                    "pocketsphinx cannot load the phone language model \(phones); reinstall pocketsphinx-en-us")
            }
        }
    }

    deinit {
        Self.decoding.lock()
        defer { Self.decoding.unlock() }
        ps_free(commandDecoder)
        ps_free(garbageDecoder)
        ps_free(openDecoder)
        if let phoneDecoder { ps_free(phoneDecoder) }
        cmd_ln_free_r(config)
        cmd_ln_free_r(commandConfig)
        cmd_ln_free_r(openConfig)
    }

    /// The speaker transform file the command decoder loaded (`-mllr`), as pocketsphinx's own settings say;
    /// nil for the general model.
    public var loadedAdaptation: String? {
        guard let settings = settings(holding: "-mllr"), let path = cmd_ln_str_r(settings, "-mllr") else {
            return nil
        }
        return String(cString: path)
    }

    /// The settings of the command grammar's decoder (or, with `commandGrammar` false, of the garbage
    /// decoder) when they have `name`.
    private func settings(holding name: String, commandGrammar: Bool = true) -> OpaquePointer? {
        guard let settings = ps_get_config(commandGrammar ? commandDecoder : garbageDecoder),
            cmd_ln_exists_r(settings, name) != 0
        else { return nil }
        return settings
    }

    /// A number setting (`-lw`, `-beam`) of the command grammar's decoder (or, with `commandGrammar`
    /// false, of the garbage decoder, which has every option but the command grammar's), as pocketsphinx
    /// holds it.
    public func numberSetting(_ name: String, commandGrammar: Bool = true) -> Double? {
        settings(holding: name, commandGrammar: commandGrammar).map { cmd_ln_float_r($0, name) }
    }

    /// How the command grammar's decoder normalises the cepstral mean, as `-cmn` names it ("batch", or
    /// "live" with `DecoderOptions.cepstralMean`).
    public var meanNormalisation: String { String(cString: facenav_ps_cmn_type(commandDecoder)) }

    /// The mean cepstrum the command grammar's front end holds: before any decoding, the one given in
    /// `DecoderOptions.cepstralMean` that every utterance starts from; nil when pocketsphinx keeps none.
    public var frontEndMean: [Float]? {
        Self.decoding.lock()
        defer { Self.decoding.unlock() }
        return Self.cepstralMean(held: commandDecoder)
    }

    /// The mean cepstrum `decoder`'s front end holds (`facenav_ps_get_cmn`); nil when it keeps none. The
    /// caller holds `decoding`.
    private static func cepstralMean(held decoder: OpaquePointer) -> [Float]? {
        var mean = [Float](repeating: 0, count: cepstralCoefficients)
        let count = mean.withUnsafeMutableBufferPointer {
            facenav_ps_get_cmn(decoder, $0.baseAddress, Int32($0.count))
        }
        return count == cepstralCoefficients ? mean : nil
    }

    /// A yes/no setting (`-dither`, `-fwdflat`) of the command grammar's decoder (or of the garbage
    /// decoder), as pocketsphinx holds it.
    public func flagSetting(_ name: String, commandGrammar: Bool = true) -> Bool? {
        settings(holding: name, commandGrammar: commandGrammar).map { cmd_ln_int_r($0, name) != 0 }
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

    /// Every decoded word of a whole recording, cut into utterances as a live stream is, with its own clock.
    ///
    /// With `commandsOnly`, only the command grammar decodes (`decodeCommands`), a quarter of the work.
    public func recognize(_ audio: WavAudio, commandsOnly: Bool = false) throws(VoiceError) -> [HeardWord] {
        var words: [HeardWord] = []
        for utterance in try utterances(of: audio) {
            words += try commandsOnly ? decodeCommands(utterance) : decode(utterance)
        }
        return words
    }

    /// A whole recording cut into utterances as a live stream is, each trimmed of leading and trailing
    /// non-speech: the audio `decode` decodes, with no decoding.
    public func trimmedUtterances(of audio: WavAudio) throws(VoiceError) -> [Utterance] {
        try utterances(of: audio).map(trimmer.trim)
    }

    /// A whole recording cut into utterances as a live stream is (`DecoderOptions.detector`).
    private func utterances(of audio: WavAudio) throws(VoiceError) -> [Utterance] {
        var detector = options.detector
        var utterances: [Utterance] = []
        var source = WavAudioSource(audio)
        while let samples = try source.read() { utterances += detector.feed(samples) }
        if let utterance = detector.finish() { utterances.append(utterance) }
        return utterances
    }

    /// The command grammar's words of one utterance (trimmed as `decode` trims it) with their times and
    /// posteriors and nothing else: what the command decoder can hear at best, whatever rule follows.
    public func decodeCommands(_ utterance: Utterance) throws(VoiceError) -> [HeardWord] {
        let trimmed = trimmer.trim(utterance)
        Self.decoding.lock()
        defer { Self.decoding.unlock() }
        facenav_ps_reseed()
        let commands = try Self.run(
            from: options.cepstralMean, commandDecoder, on: trimmed.samples, alternatives: false)
        return commands.segments.filter(\.isSpoken).map { segment in
            HeardWord(
                word: segment.word, start: trimmed.start + Double(segment.first) / Self.frameRate,
                end: trimmed.start + Double(segment.last + 1) / Self.frameRate, score: nil,
                posterior: segment.posterior)
        }
    }

    /// Coefficients of pocketsphinx's cepstra (the model's `-ceplen`).
    public static let cepstralCoefficients = 13

    /// The mean cepstrum of `recordings` (a user's enrolment takes), each cut and trimmed as a stream is,
    /// weighted by frames: a start for mean normalisation (`DecoderOptions.cepstralMean`) that a user's
    /// setup could give. Needs a recogniser with FaceNav's own mean normalisation (`-cmn batch`).
    ///
    /// - Throws: `VoiceError` when the recordings hold no speech, pocketsphinx keeps no mean, or this
    ///   recogniser normalises otherwise.
    public func cepstralMean(of recordings: [WavAudio]) throws(VoiceError) -> [Float] {
        guard options.cepstralMean == nil else {
            throw VoiceError("measure a cepstral mean with a recogniser that normalises each utterance by its own")
        }
        var sum = [Double](repeating: 0, count: Self.cepstralCoefficients)
        var frames = 0
        for audio in recordings {
            for utterance in try utterances(of: audio) {
                let samples = trimmer.trim(utterance).samples
                let count = samples.count / (WavAudio.sampleRate / Int(Self.frameRate))
                guard count > 0 else { continue }
                Self.decoding.lock()
                defer { Self.decoding.unlock() }
                // A batch decoding leaves the utterance's own mean in the front end; reseeded, the dither is
                // the same whatever was decoded before.
                facenav_ps_reseed()
                _ = try Self.run(garbageDecoder, on: samples, alternatives: false)
                guard let mean = Self.cepstralMean(held: garbageDecoder) else {
                    throw VoiceError("pocketsphinx gave no cepstral mean for a take")
                }
                for index in sum.indices { sum[index] += Double(mean[index]) * Double(count) }
                frames += count
            }
        }
        guard frames > 0 else { throw VoiceError("the takes hold no speech to measure a cepstral mean from") }
        return sum.map { Float($0 / Double(frames)) }
    }

    /// The decoded words of the next utterance `source` gives within `seconds` of audio (none when it
    /// gives none, or ends).
    public func nextUtterance(from source: some AudioSource, within seconds: Double) throws(VoiceError)
        -> [HeardWord]
    {
        var source = source
        var detector = options.detector
        var read = 0
        while read < Int(seconds * Double(WavAudio.sampleRate)), let samples = try source.read() {
            read += samples.count
            if let utterance = detector.feed(samples).first { return try decode(utterance) }
        }
        return try detector.finish().map { utterance throws(VoiceError) in try decode(utterance) } ?? []
    }

    /// The command words of one utterance, each scored against the garbage decoding of the same audio and
    /// against the other commands the command grammar nearly chose.
    ///
    /// Leading and trailing non-speech (a breath, a click) is trimmed first (`NonSpeechTrimmer`), so it is
    /// not decoded as a command of its own.
    public func decode(_ utterance: Utterance) throws(VoiceError) -> [HeardWord] {
        let trimmed = trimmer.trim(utterance)
        // The dither noise comes from one generator for the whole process: restarted for each utterance,
        // one recogniser at a time, an utterance decodes the same on any thread and after anything.
        Self.decoding.lock()
        defer { Self.decoding.unlock() }
        facenav_ps_reseed()
        let commands = try Self.run(from: options.cepstralMean, commandDecoder, on: trimmed.samples, alternatives: true)
        facenav_ps_reseed()
        let garbage = try Self.run(from: options.cepstralMean, garbageDecoder, on: trimmed.samples, alternatives: false)
        guard commands.frames > 0 else { return [] }
        var phoneLoopScore: Double?
        if let phoneDecoder {
            facenav_ps_reseed()
            let phones = try Self.run(
                from: options.cepstralMean, phoneDecoder, on: trimmed.samples, alternatives: false)
            phoneLoopScore = Double(commands.acoustic - phones.acoustic) / Double(commands.frames)
        }
        facenav_ps_reseed()
        let open = try Self.run(from: options.cepstralMean, openDecoder, on: trimmed.samples, alternatives: false)
        // No words at all is a search that reached no end (it happens at a recording's first word), not
        // other speech: no evidence either way.
        let openWords = Optional(open.segments.filter(\.isSpoken).map(\.word)).flatMap { $0.isEmpty ? nil : $0 }
        let openScore = Double(commands.acoustic - open.acoustic) / Double(commands.frames)
        let score = Double(commands.acoustic - garbage.acoustic) / Double(commands.frames)
        let rival = garbage.segments.filter(\.isSpoken).map(\.word).joined(separator: " ")
        let loud = Self.loudFrames(trimmed.samples)
        return commands.segments.filter(\.isSpoken).map { segment in
            // The garbage path's acoustic score over the same frames, shared out by overlap.
            var garbageScore = 0.0
            for other in garbage.segments {
                let overlap = min(other.last, segment.last) - max(other.first, segment.first) + 1
                guard overlap > 0 else { continue }
                garbageScore += Double(other.acoustic) * Double(overlap) / Double(other.last - other.first + 1)
            }
            let frames = Double(segment.last - segment.first + 1)
            let outside = loud.indices.filter { loud[$0] && ($0 < segment.first || $0 > segment.last) }.count
            return HeardWord(
                word: segment.word, start: trimmed.start + Double(segment.first) / Self.frameRate,
                end: trimmed.start + Double(segment.last + 1) / Self.frameRate, score: score, rival: rival,
                wordScore: (Double(segment.acoustic) - garbageScore) / frames, margin: commands.margin,
                posterior: segment.posterior, uncovered: Double(outside) / Self.frameRate,
                phoneLoopScore: phoneLoopScore, phones: phones[segment.word], openWords: openWords,
                openScore: openScore)
        }
    }

    /// pocketsphinx's settings parsed from `arguments` as its command line (it copies the strings); nil when
    /// it refuses them.
    private static func config(_ arguments: [String]) -> OpaquePointer? {
        var argv = arguments.map { strdup($0) }
        defer { argv.forEach { free($0) } }
        return facenav_ps_config(Int32(argv.count), &argv)
    }

    /// `grammar` without the fillers that sound exactly like a pronunciation of a command (the filler "tor"
    /// for a voice word "tore"): the open grammar would choose between them by chance.
    private static func withoutHomophones(_ grammar: CommandGrammar, in decoder: OpaquePointer) -> CommandGrammar {
        let commandSounds = Set(grammar.words.flatMap { pronunciations(of: $0, in: decoder) })
        var result = grammar
        result.fillers = grammar.fillers.filter { commandSounds.isDisjoint(with: pronunciations(of: $0, in: decoder)) }
        return result
    }

    /// Every pronunciation of `word` (`word`, `word(2)`, ...) in the decoder's dictionary.
    private static func pronunciations(of word: String, in decoder: OpaquePointer) -> [String] {
        var found: [String] = []
        for variant in [word] + (2...9).map({ "\(word)(\($0))" }) {
            guard let pronunciation = ps_lookup_word(decoder, variant) else { break }
            found.append(String(cString: pronunciation))
            free(pronunciation)
        }
        return found
    }

    /// The number of phones in the shortest of `word`'s pronunciations (`word`, `word(2)`, ...) in the
    /// decoder's dictionary; 0 for a word it lacks.
    private static func shortestPronunciation(of word: String, in decoder: OpaquePointer) -> Int {
        pronunciations(of: word, in: decoder).map { $0.split(separator: " ").count }.min() ?? 0
    }

    /// Which 10 ms frames are speech: louder than the utterance's quiet (its tenth-quietest percentile) by
    /// `UtteranceDetector`'s default threshold plus 2 dB.
    static func loudFrames(_ samples: [Int16]) -> [Bool] {
        let frameLength = WavAudio.sampleRate / 100
        let levels = stride(from: 0, to: samples.count - frameLength + 1, by: frameLength).map { start in
            var sum = 0.0
            for sample in samples[start..<start + frameLength] { sum += Double(sample) * Double(sample) }
            return 10 * log10(sum / Double(frameLength) + 1)
        }
        guard !levels.isEmpty else { return [] }
        let floor = levels.sorted()[levels.count / 10]
        return levels.map { $0 > floor + UtteranceDetector().threshold + 2 }
    }

    /// One word of a decoding: its frames, its acoustic score and its posterior probability in the lattice.
    struct Segment {
        var word: String
        var first: Int
        var last: Int
        var acoustic: Int
        var posterior: Double
        var isSpoken: Bool { PocketSphinxRecognizer.isSpoken(word) }
    }

    /// Hypotheses of the N-best list looked at for a rival word sequence.
    static let alternativesSearched = 30

    /// Decodes `samples` as one utterance: its words with their frames, the path's acoustic score, and
    /// (with `alternatives`) the margin per frame between the best word sequence and the next-best
    /// different one in the N-best list (nil when the list has no other).
    private static func run(
        from mean: [Float]? = nil, _ decoder: OpaquePointer, on samples: [Int16], alternatives: Bool
    ) throws(VoiceError) -> (segments: [Segment], acoustic: Int, frames: Int, margin: Double?) {
        if let mean, mean.withUnsafeBufferPointer({ facenav_ps_set_cmn(decoder, $0.baseAddress, Int32($0.count)) }) != 0
        {
            throw VoiceError("pocketsphinx has no live mean normalisation to start from the cepstral mean given")
        }
        guard ps_start_utt(decoder) == 0 else { throw VoiceError("pocketsphinx cannot start decoding") }
        let status = samples.withUnsafeBufferPointer { ps_process_raw(decoder, $0.baseAddress, $0.count, 0, 1) }
        ps_end_utt(decoder)
        guard status >= 0 else { throw VoiceError("pocketsphinx failed to decode the audio") }
        let logMath = ps_get_logmath(decoder)
        var segments: [Segment] = []
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
            let posterior = ps_seg_prob(current, &acousticScore, &languageScore, &backoff)
            acoustic += Int(acousticScore)
            firstFrame = min(firstFrame, Int(first))
            lastFrame = max(lastFrame, Int(last))
            if let text = ps_seg_word(current).map({ baseWord(String(cString: $0)) }) {
                segments.append(
                    Segment(
                        word: text, first: Int(first), last: Int(last), acoustic: Int(acousticScore),
                        posterior: logmath_exp(logMath, posterior)))
            }
            segment = ps_seg_next(current)
        }
        let frames = max(0, lastFrame - firstFrame + 1)
        guard alternatives, frames > 0 else { return (segments, acoustic, frames, nil) }
        var best: (words: [String], score: Int32)?
        var margin: Double?
        var nbest = ps_nbest(decoder)
        var looked = 0
        while let current = nbest, looked < alternativesSearched {
            var pathScore: Int32 = 0
            let words = (ps_nbest_hyp(current, &pathScore).map { String(cString: $0) } ?? "")
                .split(separator: " ").map { baseWord(String($0)) }.filter(isSpoken)
            if let best {
                if words != best.words {
                    margin = Double(best.score - pathScore) / Double(frames)
                    break
                }
            } else {
                best = (words, pathScore)
            }
            looked += 1
            nbest = ps_nbest_next(current)
        }
        if let nbest { ps_nbest_free(nbest) }
        return (segments, acoustic, frames, margin)
    }

    /// The word without the alternate-pronunciation mark the decoder adds: `next(2)` → `next`.
    static func baseWord(_ word: String) -> String {
        guard word.hasSuffix(")"), let open = word.lastIndex(of: "("), open != word.startIndex else { return word }
        return String(word[..<open])
    }

    /// A word of speech: not silence or a noise marker.
    static func isSpoken(_ word: String) -> Bool {
        !(word.hasPrefix("<") || word.hasPrefix("[") || word.hasPrefix("("))
    }
}
