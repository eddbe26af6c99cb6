/// A weighted sum of the decoder's evidence for a word, learned from the voice set's tune part: a word that
/// passes `ConfidencePolicy`'s floors is still rejected when the sum is under `threshold`.
///
/// The floors judge one measure at a time; near words that pass them all ("mystery" heard as "history",
/// "neck" as "next") are only a little weak on several. The weights are a logistic regression fitted on
/// every word the command grammar decoded that passes the floors, in the tune part and in the earlier
/// fixtures (`.fixtures/voice`), labelled right (the command said there) or wrong (another command, a near
/// word, conversation); `threshold` lies 0.05 under the weakest command of the earlier sequences, which must
/// stay heard (`Tests/Fixtures/voice/learn-policy.py` prints these numbers; BENCHMARKS.md).
public struct EvidenceRule: Hashable, Sendable {
    /// Per unit of `HeardWord.score`, taken down to -40.
    public var score: Double
    /// Per unit of `HeardWord.wordScore`, taken down to -60.
    public var wordScore: Double
    /// Per unit of `HeardWord.phoneLoopScore`, taken down to -60.
    public var phoneLoopScore: Double
    /// Added when no other sequence of commands came close enough to be listed (`HeardWord.margin` is nil).
    public var noMargin: Double
    /// Per unit of `HeardWord.margin`, taken up to 50; no margin counts as 50.
    public var margin: Double
    /// Per second of speech outside the word (`HeardWord.uncovered`), taken up to 0.5 s.
    public var uncovered: Double
    /// Per second of the word per phone of its shortest pronunciation (`HeardWord.phones`), taken up to 0.2 s.
    public var secondsPerPhone: Double
    /// Added to every sum.
    public var bias: Double
    /// Lowest sum accepted.
    public var threshold: Double

    public init(
        score: Double, wordScore: Double, phoneLoopScore: Double, noMargin: Double, margin: Double,
        uncovered: Double, secondsPerPhone: Double, bias: Double, threshold: Double
    ) {
        self.score = score
        self.wordScore = wordScore
        self.phoneLoopScore = phoneLoopScore
        self.noMargin = noMargin
        self.margin = margin
        self.uncovered = uncovered
        self.secondsPerPhone = secondsPerPhone
        self.bias = bias
        self.threshold = threshold
    }

    /// The rule learned on the tune part and the earlier fixtures (`learn-policy.py`): with the floors, 96 of
    /// 320 tune commands right, none confused, 3 false (the floors alone: 107, 1, 7).
    public static let learned = EvidenceRule(
        score: 0.1437, wordScore: 0.0539, phoneLoopScore: -0.0126, noMargin: 3.7461, margin: -0.0721,
        uncovered: -99.6851, secondsPerPhone: 4.778, bias: 2.7367, threshold: 1.04)

    /// The weighted sum for `word`; nil when the recogniser does not give every measure the rule weighs.
    public func sum(for word: HeardWord) -> Double? {
        guard let score = word.score, let wordScore = word.wordScore, let phoneLoopScore = word.phoneLoopScore,
            let uncovered = word.uncovered, let phones = word.phones
        else { return nil }
        return bias + self.score * max(score, -40) + self.wordScore * max(wordScore, -60)
            + self.phoneLoopScore * max(phoneLoopScore, -60) + (word.margin == nil ? noMargin : 0)
            + margin * min(word.margin ?? 50, 50) + self.uncovered * min(uncovered, 0.5)
            + secondsPerPhone * min(word.duration / Double(max(phones, 1)), 0.2)
    }

    /// Whether `word`'s evidence reaches the threshold; true when the recogniser does not give it all.
    public func accepts(_ word: HeardWord) -> Bool {
        sum(for: word).map { $0 >= threshold } ?? true
    }
}
