import FaceNavCore

/// Which decoded words are trusted enough to act on.
///
/// The command grammar answers every utterance with a command; this keeps only a word that fits clearly
/// better than other words of the language (`HeardWord.score`), clearly better than any other command
/// (`HeardWord.margin`: a word close to another command is rejected, since a command heard as another is
/// worse than one missed), and lasts as long as a real utterance of a command (not a click or a cough's
/// onset). A word the user enrolled is accepted down to a little under its enrolled score.
public struct ConfidencePolicy: Hashable, Sendable {
    /// Shortest command word accepted, in seconds.
    public var minimumDuration: Double
    /// Lowest score accepted, when the recogniser gives one (`VoiceSettings.minimumScore`).
    public var minimumScore: Double
    /// Lowest margin per frame over the next-best other command, when the recogniser gives one.
    ///
    /// The defaults (margin 18, phone-loop score -24, word score -25, at most 0.1 s uncovered, score -12)
    /// were chosen on the tune part of the multi-voice set (`facenav listen --score .fixtures/voice-set
    /// --part tune`, BENCHMARKS.md): of the points that still hear the earlier synthetic sequences exactly,
    /// the one with fewest commands heard as another (2 of 320, 6 without the phone loop) and fewest false
    /// (13, 29 before), hearing 140 where the old defaults heard 177. A margin over 19 would miss a "next"
    /// of the earlier espeak-ng sequence.
    public var minimumMargin: Double
    /// Most speech allowed in the utterance outside the word, in seconds (`HeardWord.uncovered`): "backup"
    /// is "back" with more said after it.
    public var maximumUncovered: Double
    /// Lowest score of the word's own frames (`HeardWord.wordScore`), when the recogniser gives one; not
    /// checked for an enrolled word.
    public var minimumWordScore: Double
    /// Lowest score against a free loop of phones (`HeardWord.phoneLoopScore`), when the recogniser gives
    /// one; nil checks nothing. Not checked for a word accepted under the minimum by enrolment.
    ///
    /// Near words ("collect" for select, "senator" for center) and commands heard as another fit a free
    /// phone loop better than the command grammar more often than commands said do (tune part: medians
    /// -27 and -24 against -18.5), so this catches some the other-words grammar lets through.
    public var minimumPhoneLoopScore: Double?
    /// Per word, the user's enrolled score (`VoiceSettings.enrolled`).
    public var enrolled: [String: Double]
    /// How far under an enrolled score a word is still accepted.
    public var enrolmentAllowance: Double

    public init(
        minimumDuration: Double = 0.15, minimumScore: Double = VoiceSettings.default.minimumScore,
        minimumMargin: Double = 18, maximumUncovered: Double = 0.1, minimumWordScore: Double = -25,
        minimumPhoneLoopScore: Double? = -24, enrolled: [String: Double] = [:], enrolmentAllowance: Double = 1
    ) {
        self.minimumPhoneLoopScore = minimumPhoneLoopScore
        self.maximumUncovered = maximumUncovered
        self.minimumWordScore = minimumWordScore
        self.minimumDuration = minimumDuration
        self.minimumScore = minimumScore
        self.minimumMargin = minimumMargin
        self.enrolled = enrolled
        self.enrolmentAllowance = enrolmentAllowance
    }

    public static let `default` = ConfidencePolicy()

    /// The lowest score `word` is accepted with: the minimum, or a little under the enrolled score of a word
    /// the user's takes scored under the minimum. A word enrolled above it keeps the minimum: lowering
    /// that bar would help no take of it, only another command heard as it.
    public func minimumScore(for word: String) -> Double {
        guard let score = enrolled[word], score < minimumScore else { return minimumScore }
        return score - enrolmentAllowance
    }

    public func accepts(_ word: HeardWord) -> Bool {
        guard word.duration >= minimumDuration else { return false }
        if let score = word.score, score < minimumScore(for: word.word) { return false }
        if let margin = word.margin, margin < minimumMargin { return false }
        if let uncovered = word.uncovered, uncovered > maximumUncovered { return false }
        // A word accepted under the minimum by enrolment: its enrolled score stands for both.
        if minimumScore(for: word.word) == minimumScore {
            if let wordScore = word.wordScore, wordScore < minimumWordScore { return false }
            if let floor = minimumPhoneLoopScore, let phoneLoopScore = word.phoneLoopScore, phoneLoopScore < floor {
                return false
            }
        }
        return true
    }
}
