import Foundation

/// A weighted sum of everything known about a decoded word of an enrolled voice, learned from the voice set's
/// tune part: the word acts when the sum reaches `threshold`.
///
/// The ratio rule (confirm under one ratio, rescue under another with fixed limits) judges the template
/// distances and the decoder's evidence one at a time; a near word ("mystery" heard as "history") and a
/// weakly decoded command differ a little on several. The weights are a logistic regression over every word
/// the command grammar decoded in the tune part with each voice enrolled from its own takes, labelled right
/// (the command said there) or wrong (another command, a near word, conversation); `threshold` is the lowest
/// with no command heard as another and at most 3 false, as the ratio rule gave
/// (`Tests/Fixtures/voice/learn-templates.py` prints these numbers; BENCHMARKS.md).
public struct TemplateEvidence: Hashable, Sendable {
    /// Added when the general checks (`ConfidencePolicy`, with the enrolled scores) passed the word.
    public var general: Double
    /// Per unit of distance from the word's own nearest take, taken up to 12 (infinite: 12).
    public var own: Double
    /// Per unit of the own distance over the nearest other word's, taken up to 2 (own infinite: 2).
    public var ratio: Double
    /// Added when the open grammar heard the word alone (`HeardWord.openWords`).
    public var alone: Double
    /// Per unit of `HeardWord.openScore`, taken within ±60; none counts as -60.
    public var openScore: Double
    /// Per unit of `HeardWord.score`, taken down to -40; none counts as -40.
    public var score: Double
    /// Per unit of `HeardWord.wordScore`, taken down to -60; none counts as -60.
    public var wordScore: Double
    /// Per unit of `HeardWord.phoneLoopScore`, taken down to -60; none counts as -60.
    public var phoneLoopScore: Double
    /// Added when no other sequence of commands came close enough to be listed (`HeardWord.margin` is nil).
    public var noMargin: Double
    /// Per unit of `HeardWord.margin`, taken up to 50; no margin counts as 50.
    public var margin: Double
    /// Per second of speech outside the word (`HeardWord.uncovered`), taken up to 0.5 s; none counts as 0.5.
    public var uncovered: Double
    /// Per second of the word per phone of its shortest pronunciation, taken up to 0.2 s.
    public var secondsPerPhone: Double
    /// Per unit of the log of the word's speech length over its nearest take's (`HeardWord.templateLengths`)
    /// when longer than the take ("selector" against "select"); the length is taken within 0.05 and 2.5, none
    /// counting as 2.5.
    public var longer: Double
    /// Per unit of minus that log when the speech is shorter than the take.
    public var shorter: Double
    /// Per unit of the word's lead over the others: the nearest other word's distance minus its own, taken
    /// within ±6 (own infinite: -6; no other word: 6). The ratio alone cannot tell a word clearly nearest
    /// among far takes from one barely nearest among near ones.
    public var lead: Double
    /// For a word the decoder did not name (re-labelling, `TemplateRule.relabelling`): per unit of the decoded
    /// word's distance over this word's, taken up to 6 (decoded word infinite: 6); 0 for the decoded word.
    public var gap: Double
    /// Added to every sum.
    public var bias: Double
    /// Lowest sum accepted.
    public var threshold: Double

    public init(
        general: Double, own: Double, ratio: Double, alone: Double, openScore: Double, score: Double,
        wordScore: Double, phoneLoopScore: Double, noMargin: Double, margin: Double, uncovered: Double,
        secondsPerPhone: Double, longer: Double = 0, shorter: Double = 0, lead: Double = 0, gap: Double = 0,
        bias: Double, threshold: Double
    ) {
        self.general = general
        self.own = own
        self.ratio = ratio
        self.alone = alone
        self.openScore = openScore
        self.score = score
        self.wordScore = wordScore
        self.phoneLoopScore = phoneLoopScore
        self.noMargin = noMargin
        self.margin = margin
        self.uncovered = uncovered
        self.secondsPerPhone = secondsPerPhone
        self.longer = longer
        self.shorter = shorter
        self.lead = lead
        self.gap = gap
        self.bias = bias
        self.threshold = threshold
    }

    /// The rule learned on the tune part with each voice enrolled from its own takes, the speech length and
    /// the lead included (`learn-templates.py`): 171 of 320 tune commands right, none confused, 3 false, where
    /// the rule without the lead gave 167, 0, 3 and without the length 148, 0, 3 (leave-one-voice-out, each
    /// voice at the threshold the other seven chose: 175, 0, 4 against 174, 0, 4 and 160, 0, 4).
    public static let learned = TemplateEvidence(
        general: 1.5891, own: -0.5222, ratio: -2.8105, alone: 0.4272, openScore: 0.001, score: 0.0222,
        wordScore: 0.0308, phoneLoopScore: 0.0231, noMargin: 0.2083, margin: -0.0071, uncovered: -4.7153,
        secondsPerPhone: 3.0905, longer: -4.1961, shorter: 0.932, lead: 0.1802, bias: 5.3907, threshold: 1.6888)

    /// The weighing of a word the templates name when the decoder named another and `learned` turned it
    /// down (`TemplateRule.relabelling`), learned by `learn-templates.py` on the same tune part: the decoded
    /// words the rule turned down whose stretch of speech is nearest another word's takes, labelled right when
    /// that word was said there. The general checks and the length per phone judged the decoded word, so
    /// they weigh nothing here, nor the length or the lead. Refitted over `learned` (with the length and the
    /// lead) on tune: 180 of 320 right where `learned` alone hears 171, none confused, 3 false either way;
    /// leave-one-voice-out, both rules fitted on the other seven voices: 180, 0, 4 against 175, 0, 4. Off by
    /// default (`TemplateRule.withRelabelling`): on the held-out part it added 3 false commands.
    public static let relabelling = TemplateEvidence(
        general: 0, own: -0.7952, ratio: -0.7911, alone: 0.2279, openScore: 0.0133, score: -0.0006,
        wordScore: -0.0219, phoneLoopScore: 0.0162, noMargin: -0.7351, margin: 0.0092, uncovered: -3.4645,
        secondsPerPhone: 0, gap: 0.1022, bias: 2.3405, threshold: 0.0808)

    /// The weighted sum for `word` heard as `name` (the decoded word when nil), the general checks having said
    /// `generally` of the decoded word; nil when `name` has no templates of its own, or, for another word than
    /// the decoded one, when the decoded word has none.
    public func sum(for word: HeardWord, as name: String? = nil, generally: Bool) -> Double? {
        let name = name ?? word.word
        guard let distances = word.templateDistances, let ownDistance = distances[name] else { return nil }
        var decodedGap = 0.0
        if name != word.word {
            guard let decoded = distances[word.word] else { return nil }
            decodedGap = min(decoded - ownDistance, 6)
        }
        let nearestOther = TemplateDistances.nearestOther(than: name, in: distances)
        let ownRatio = ownDistance.isInfinite ? 2 : min(ownDistance / nearestOther, 2)
        let ownLead = ownDistance.isInfinite ? -6 : max(-6, min(nearestOther - ownDistance, 6))
        let heardAlone = word.openWords == [name]
        let length = log(max(min(word.templateLengths?[name] ?? 2.5, 2.5), 0.05))
        return bias + (generally ? general : 0) + own * min(ownDistance, 12) + ratio * ownRatio
            + (heardAlone ? alone : 0) + openScore * max(-60, min(word.openScore ?? -60, 60))
            + score * max(word.score ?? -40, -40) + wordScore * max(word.wordScore ?? -60, -60)
            + phoneLoopScore * max(word.phoneLoopScore ?? -60, -60) + (word.margin == nil ? noMargin : 0)
            + margin * min(word.margin ?? 50, 50) + uncovered * min(word.uncovered ?? 0.5, 0.5)
            + secondsPerPhone * min(word.duration / Double(max(word.phones ?? 1, 1)), 0.2) + gap * decodedGap
            + longer * max(length, 0) + shorter * max(-length, 0) + lead * ownLead
    }
}
