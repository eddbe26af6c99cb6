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
    /// How much better this word's own frames fit it than the other words' path over the same frames, per
    /// frame; nil when the recogniser gives none.
    public var wordScore: Double?
    /// How much better the best sequence of command words fits the utterance than the next-best different
    /// one (the N-best list), per frame; nil when no other sequence came close enough to be listed.
    public var margin: Double?
    /// The word's posterior probability among the command grammar's paths (0 to 1); nil when not given.
    public var posterior: Double?
    /// Seconds of speech in the utterance outside this word: "up" after "back" in "backup"; nil when not given.
    public var uncovered: Double?
    /// How much better the command grammar's path fits the utterance than a free loop of phones, per frame
    /// (the keyword-verification log-likelihood ratio); nil when not given.
    public var phoneLoopScore: Double?
    /// Phones in the word's shortest pronunciation in the decoder's dictionary, for checking its length
    /// (`ConfidencePolicy.minimumDurationPerPhone`); nil when not given.
    public var phones: Int?
    /// The words the open grammar (any sequence of commands and fillers, `CommandGrammar.openJSGF`) heard
    /// in the utterance: `["select"]` when it is the command alone, `["select", "er"]` for "selector"; nil
    /// when not given or when that search found no words.
    public var openWords: [String]?
    /// How much better the command grammar's path fits the utterance than the open grammar's, per frame
    /// (0 when the open grammar chose the command alone); nil when not given.
    public var openScore: Double?
    /// Per enrolled word, how far the audio of this word is from that word's templates
    /// (`TemplateMatcher`); nil when no voice is enrolled or the audio was not at hand.
    public var templateDistances: [String: Double]? = nil
    /// Per enrolled word, this word's speech frames over those of that word's nearest take: "selector" is
    /// longer than "select"'s takes; nil as `templateDistances`.
    public var templateLengths: [String: Double]? = nil
    /// Per named variant of the templates' features measured beside them (`facenav listen --score
    /// --template-floors`), per enrolled word, the distance as `templateDistances`; measurement only.
    public var templateVariants: [String: [String: Double]]? = nil
    /// The spectral frames of this word's audio (`TemplateMatcher.features`), for the calibration wizard's
    /// voice step to learn templates from; nil when the audio was not at hand.
    public var features: [[Float]]? = nil

    public init(
        word: String, start: Double, end: Double, score: Double? = nil, rival: String? = nil,
        wordScore: Double? = nil, margin: Double? = nil, posterior: Double? = nil,
        uncovered: Double? = nil, phoneLoopScore: Double? = nil, phones: Int? = nil, openWords: [String]? = nil,
        openScore: Double? = nil
    ) {
        self.openWords = openWords
        self.openScore = openScore
        self.phones = phones
        self.phoneLoopScore = phoneLoopScore
        self.uncovered = uncovered
        self.word = word
        self.start = start
        self.end = end
        self.score = score
        self.rival = rival
        self.wordScore = wordScore
        self.margin = margin
        self.posterior = posterior
    }

    public var duration: Double { end - start }
}
