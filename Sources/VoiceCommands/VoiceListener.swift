/// Listening: audio from a source through a recogniser and the command filter, until the audio ends or
/// the caller stops it.
public struct VoiceListener<Source: AudioSource, Recognizer: SpeechRecognizer> {
    public var source: Source
    public var recognizer: Recognizer
    public var filter: VoiceCommandFilter

    public init(source: Source, recognizer: Recognizer, filter: VoiceCommandFilter) {
        self.source = source
        self.recognizer = recognizer
        self.filter = filter
    }

    /// Reads the source to its end, handing each command to `heard` as soon as its utterance ends.
    ///
    /// `keepGoing` is asked before each chunk, so another thread can stop a microphone; `decoded` sees
    /// every word the recogniser returned, accepted or not (for `facenav listen --all`), and `utterance`
    /// the words of each utterance together, before its commands (for the calibration wizard's voice step).
    public mutating func run(
        keepGoing: () -> Bool = { true }, decoded: (HeardWord) -> Void = { _ in },
        utterance: ([HeardWord]) -> Void = { _ in }, heard: (HeardCommand) -> Void
    ) throws(VoiceError) {
        // The last seconds of audio, for each word's features (the wizard's voice step learns from them) and
        // its distances from the user's templates (`TemplateMatcher`).
        let matcher = TemplateMatcher(templates: filter.settings.templates)
        var recent = RecentAudio(seconds: 12)
        while keepGoing(), let samples = try source.read() {
            recent.append(samples)
            let words = recent.annotated(try recognizer.process(samples), by: matcher)
            words.forEach(decoded)
            if !words.isEmpty { utterance(words) }
            filter.accept(words).forEach(heard)
        }
        let words = recent.annotated(try recognizer.finish(), by: matcher)
        words.forEach(decoded)
        if !words.isEmpty { utterance(words) }
        filter.accept(words).forEach(heard)
    }

    /// Every command in the source's audio, in order.
    public mutating func commands() throws(VoiceError) -> [HeardCommand] {
        var commands: [HeardCommand] = []
        try run { commands.append($0) }
        return commands
    }
}
