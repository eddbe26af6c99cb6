import FaceNavCore

/// Learns how a user's own voice scores each command word, from takes of each word said on request.
///
/// A voice the general model hears badly (an accent, dysarthric speech) may give its commands scores
/// under the usual minimum, so they are missed. Each take is decoded as any utterance is and judged by
/// `VoiceTake`'s rules, the same ones the calibration wizard's voice step uses: a take the command grammar
/// heard as its own word gives that word's score, and the lowest such score is kept
/// (`VoiceSettings.enrolled`). A take heard as another command, or not at all, teaches nothing and is
/// reported, so enrolment can never make one command stand for another. `facenav listen --enrol` runs the
/// takes from recorded files or the microphone; the wizard gets its takes from the voice input.
public struct VoiceEnrolment: Hashable, Sendable {
    /// The words asked for, each `takesPerWord` times in a row.
    public var words: [String]
    public static let takesPerWord = VoiceTake.takesPerWord

    public init(words: some Sequence<String>) {
        self.words = Array(words).sorted()
    }

    /// The word to ask for at each take, in order: every word twice, as the wizard asks.
    public var prompts: [String] { VoiceTake.prompts(for: words) }

    public typealias Outcome = VoiceTake.Outcome

    /// Learns from `takes`: each prompted word with every word decoded in its recording.
    public static func learn(from takes: [(prompt: String, heard: [HeardWord])]) -> Outcome {
        VoiceTake.learn(from: takes.map { VoiceTake(prompt: $0.prompt, heard: spoken($0.heard)) })
    }

    /// The decoded words as the app's voice input hands them on: word, score and features.
    public static func spoken(_ heard: [HeardWord]) -> [SpokenWord] {
        heard.map { SpokenWord($0.word, score: $0.score, features: $0.features) }
    }

    /// The path of a recorded take: `FOLDER/WORD-1.wav`, `FOLDER/WORD-2.wav`.
    public static func takePath(in folder: String, word: String, take: Int) -> String {
        "\(folder)/\(word)-\(take).wav"
    }

    /// One take: the word asked for, what was decoded, and the audio recorded for it.
    public typealias Take = (prompt: String, heard: [HeardWord], samples: [Int16])

    /// Every prompt's take decoded from its recording in `folder` (`takePath`).
    ///
    /// - Throws: `VoiceError` naming a missing or unreadable recording.
    public func recordedTakes(in folder: String, recognizer: PocketSphinxRecognizer) throws(VoiceError) -> [Take] {
        var takeNumber: [String: Int] = [:]
        var takes: [Take] = []
        for prompt in prompts {
            takeNumber[prompt, default: 0] += 1
            let audio = try WavAudio(contentsOf: Self.takePath(in: folder, word: prompt, take: takeNumber[prompt]!))
            takes.append((prompt, try recognizer.recognize(audio), audio.samples))
        }
        return takes
    }

    /// Every prompt's take from the microphone: `ask` says the word, then the next utterance within
    /// `seconds` is decoded (none: the take heard nothing), and the audio read until it ended is kept.
    public func microphoneTakes(
        from microphone: AlsaMicrophone, recognizer: PocketSphinxRecognizer, within seconds: Double = 8,
        ask: (String) -> Void
    ) throws(VoiceError) -> [Take] {
        var takes: [Take] = []
        for prompt in prompts {
            ask(prompt)
            let recording = RecordingSource(microphone)
            let heard = try recognizer.nextUtterance(from: recording, within: seconds)
            takes.append((prompt, heard, recording.samples.contents))
        }
        return takes
    }

    /// What the takes taught: each word's enrolled score (`Outcome`), its templates, and the takes' mean
    /// cepstrum when it was measured (`cepstralMean(of:model:)`).
    public struct Learnt: Sendable {
        public var outcome: Outcome
        public var templates: VoiceTemplates
        public var cepstralMean: [Float]? = nil

        /// `settings` with these scores, templates and mean: a word learnt now replaces what was learnt
        /// before, a mean measured now the one before. None measured drops the one before: a mean never
        /// outlives the takes it came from.
        public func applied(to settings: VoiceSettings) -> VoiceSettings {
            var result = outcome.applied(to: settings)
            result.templates = settings.templates.merging(templates)
            result.cepstralMean = cepstralMean.map { $0.map(Double.init) }
            return result
        }
    }

    /// Learns scores (`VoiceTake`'s rules) and templates from `takes`. A take where nothing at all was
    /// decoded (silence, a cough cut short) gives no template; a take heard as another command does: the
    /// general model hearing this voice's word badly is what templates are for.
    public static func learn(fromTakes takes: [Take]) -> Learnt {
        let outcome = learn(from: takes.map { ($0.prompt, $0.heard) })
        let templates = TemplateMatcher.learn(
            from: takes.filter { !$0.heard.isEmpty }.map { ($0.prompt, $0.samples) })
        return Learnt(outcome: outcome, templates: templates)
    }

    /// Learns from the recorded takes in `folder` (`recordedTakes`).
    public func learn(fromFolder folder: String, recognizer: PocketSphinxRecognizer) throws(VoiceError) -> Learnt {
        Self.learn(fromTakes: try recordedTakes(in: folder, recognizer: recognizer))
    }
}

/// An audio source that keeps a copy of what was read from it, for enrolment's templates.
struct RecordingSource<Source: AudioSource>: AudioSource {
    final class Buffer { var contents: [Int16] = [] }
    var source: Source
    let samples = Buffer()

    init(_ source: Source) { self.source = source }

    mutating func read() throws(VoiceError) -> [Int16]? {
        let chunk = try source.read()
        if let chunk { samples.contents += chunk }
        return chunk
    }
}
