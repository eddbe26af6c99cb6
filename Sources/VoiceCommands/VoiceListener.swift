import FaceNavCore

/// Listening: audio from a source through a recogniser and the command filter, until the audio ends or
/// the caller stops it.
public struct VoiceListener<Source: AudioSource, Recognizer: SpeechRecognizer> {
    public var source: Source
    public var recognizer: Recognizer
    public var filter: VoiceCommandFilter
    /// Makes the recogniser for changed settings whose model, dictionary, adaptation, words or cepstral
    /// mean differ (`adopt(_:)`); nil keeps the one given.
    public var makeRecognizer: ((VoiceSettings) throws(VoiceError) -> Recognizer)?

    public init(
        source: Source, recognizer: Recognizer, filter: VoiceCommandFilter,
        makeRecognizer: ((VoiceSettings) throws(VoiceError) -> Recognizer)? = nil
    ) {
        self.source = source
        self.recognizer = recognizer
        self.filter = filter
        self.makeRecognizer = makeRecognizer
    }

    /// Listens with `settings` from now on (the user's voice learnt or forgotten while FaceNav runs): the
    /// filter's scores and the templates at once; a new recogniser (`makeRecognizer`) when the model,
    /// dictionary, speaker adaptation, words or the voice's cepstral mean changed, so a forgotten
    /// adaptation stops applying. The utterance the old recogniser was hearing is dropped with it.
    ///
    /// - Throws: `VoiceError` when the new recogniser cannot be made; the old one is kept.
    public mutating func adopt(_ settings: VoiceSettings) throws(VoiceError) {
        let old = filter.settings
        if let makeRecognizer,
            settings.model != old.model || settings.dictionary != old.dictionary
                || settings.adaptation != old.adaptation || Set(settings.words.keys) != Set(old.words.keys)
                || settings.cepstralMean != old.cepstralMean
        {
            recognizer = try makeRecognizer(settings)
        }
        filter.adopt(settings)
    }

    /// Reads the source to its end, handing each command to `heard` as soon as its utterance ends.
    ///
    /// `keepGoing` is asked before each chunk, so another thread can stop a microphone; `changedSettings`
    /// too, and settings it gives are adopted before the chunk (`adopt(_:)`); `decoded` sees every word the
    /// recogniser returned, accepted or not (for `facenav listen --all`), and `utterance` the words of each
    /// utterance together, before its commands (for the calibration wizard's voice step).
    public mutating func run(
        keepGoing: () -> Bool = { true }, changedSettings: () -> VoiceSettings? = { nil },
        decoded: (HeardWord) -> Void = { _ in }, utterance: ([HeardWord]) -> Void = { _ in },
        heard: (HeardCommand) -> Void
    ) throws(VoiceError) {
        // The last seconds of audio, for each word's features (the wizard's voice step learns from them) and
        // its distances from the user's templates (`TemplateMatcher`).
        var matcher = TemplateMatcher(templates: filter.settings.templates)
        var recent = RecentAudio(seconds: 12)
        while keepGoing(), let samples = try source.read() {
            if let settings = changedSettings() {
                try adopt(settings)
                matcher = TemplateMatcher(templates: filter.settings.templates)
            }
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
