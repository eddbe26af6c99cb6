/// A word the recogniser decoded, with where it lies in the audio (seconds from the stream's start).
public struct HeardWord: Hashable, Sendable {
    public var word: String
    public var start: Double
    public var end: Double
    /// How much better the utterance fits the command grammar than other words, per 10 ms frame (the
    /// decoder's acoustic log-likelihood ratio); nil when the recogniser gives none.
    public var score: Double?
    /// What the other-words grammar heard in the same audio, for tuning (`facenav listen --all`).
    public var rival: String?

    public init(word: String, start: Double, end: Double, score: Double? = nil, rival: String? = nil) {
        self.word = word
        self.start = start
        self.end = end
        self.score = score
        self.rival = rival
    }

    public var duration: Double { end - start }
}
