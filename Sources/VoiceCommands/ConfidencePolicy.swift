import FaceNavCore

/// Which decoded words are trusted enough to act on.
///
/// The command grammar answers every utterance with a command; this keeps only a word that fits clearly
/// better than other words of the language (`HeardWord.score`), clearly better than any other command
/// (`HeardWord.margin`: a word close to another command is rejected, since a command heard as another is
/// worse than one missed), and lasts as long as a real utterance of a command (not a click or a cough's
/// onset), and whose evidence weighed together (`EvidenceRule`) reaches a learned threshold. A word the user
/// enrolled is accepted down to a little under its enrolled score.
public struct ConfidencePolicy: Hashable, Sendable {
    /// Shortest command word accepted, in seconds.
    public var minimumDuration: Double
    /// Shortest command word accepted per phone of its shortest pronunciation (`HeardWord.phones`), in
    /// seconds, when the recogniser gives the count: a "camera" decoded over 0.3 s is too short for its five
    /// phones, and was most often another word ("help", "now") heard as it (tune part: BENCHMARKS.md).
    public var minimumDurationPerPhone: Double
    /// Lowest score accepted, when the recogniser gives one (`VoiceSettings.minimumScore`).
    public var minimumScore: Double
    /// Lowest margin per frame over the next-best other command, when the recogniser gives one.
    ///
    /// The defaults (margin 12, phone-loop score -24, word score -20, 0.065 s per phone, at most 0.05 s
    /// uncovered, score -12, the command alone in the open grammar) were chosen on the tune part of the
    /// multi-voice set (`facenav listen --score .fixtures/voice-set --part tune --all`, replayed by
    /// `Tests/Fixtures/voice/score-policy.py`; BENCHMARKS.md), keeping the profile's minimum score and a
    /// margin under 19 (over it a "next" of the earlier espeak-ng sequence is missed): the point with the
    /// fewest commands heard as another, then the fewest false, then the most heard (107 of 320 right, 1
    /// confused, 7 false, where the defaults before the open grammar, margin 18 and phone loop -26, gave 128,
    /// 2 and 13). The learned `evidence` rule after them takes that to 96, 0 and 3.
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
    /// Whether the open grammar must hear the command alone (`HeardWord.openWords` is just the word), when
    /// the recogniser gives what it heard. Not checked for a word accepted under the minimum by enrolment.
    ///
    /// A near word or a word said with a command decodes in the open grammar to the command with a piece of
    /// a word ("select" + "er" for "selector") or to pieces alone, where the command grammar stretches the
    /// command over it.
    public var requiresCommandAlone: Bool
    /// The weighed evidence a word past every floor must still reach, when the recogniser gives every measure
    /// it weighs; nil checks nothing. Not checked for a word accepted under the minimum by enrolment.
    public var evidence: EvidenceRule?
    /// Per word, the user's enrolled score (`VoiceSettings.enrolled`).
    public var enrolled: [String: Double]
    /// How far under an enrolled score a word is still accepted.
    public var enrolmentAllowance: Double

    public init(
        minimumDuration: Double = 0.15, minimumDurationPerPhone: Double = 0.065,
        minimumScore: Double = VoiceSettings.default.minimumScore, minimumMargin: Double = 12,
        maximumUncovered: Double = 0.05, minimumWordScore: Double = -20, minimumPhoneLoopScore: Double? = -24,
        requiresCommandAlone: Bool = true, evidence: EvidenceRule? = .learned, enrolled: [String: Double] = [:],
        enrolmentAllowance: Double = 1
    ) {
        self.requiresCommandAlone = requiresCommandAlone
        self.evidence = evidence
        self.minimumDurationPerPhone = minimumDurationPerPhone
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
        if let phones = word.phones, word.duration < minimumDurationPerPhone * Double(phones) { return false }
        if let score = word.score, score < minimumScore(for: word.word) { return false }
        if let margin = word.margin, margin < minimumMargin { return false }
        if let uncovered = word.uncovered, uncovered > maximumUncovered { return false }
        // A word heard under the minimum got past the score check only by enrolment: its enrolled score
        // stands for the checks below. A hearing at or above the minimum did not need enrolment, so it
        // meets every check (an enrolled "history" must not let a "next" heard as it past the phone loop).
        if word.score.map({ $0 >= minimumScore }) ?? true {
            if let wordScore = word.wordScore, wordScore < minimumWordScore { return false }
            if let floor = minimumPhoneLoopScore, let phoneLoopScore = word.phoneLoopScore, phoneLoopScore < floor {
                return false
            }
            if requiresCommandAlone, let openWords = word.openWords, openWords != [word.word] { return false }
            if let evidence, !evidence.accepts(word) { return false }
        }
        return true
    }
}
