/// A word the voice input decoded in an utterance, with its score, whether or not it was accepted as a
/// command: what the calibration wizard's voice step learns from.
public struct SpokenWord: Hashable, Sendable {
    public var word: String
    /// How much better the word fits than other words of the language, per 10 ms frame; nil when the
    /// recogniser gives none.
    public var score: Double?
    /// The spectral frames of the word's audio (`VoiceTemplates`), for enrolment's templates; nil when the
    /// voice input gives none.
    public var features: [[Float]]?

    public init(_ word: String, score: Double?, features: [[Float]]? = nil) {
        self.word = word
        self.score = score
        self.features = features
    }
}
