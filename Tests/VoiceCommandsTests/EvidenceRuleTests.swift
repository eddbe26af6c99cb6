import Testing
import VoiceCommands

@Suite struct EvidenceRuleTests {
    /// Every weight 1, so a sum is easy to check by hand.
    private let unit = EvidenceRule(
        score: 1, wordScore: 1, phoneLoopScore: 1, noMargin: 1, margin: 1, uncovered: 1, secondsPerPhone: 1,
        bias: 1, threshold: 0)

    private func word(
        score: Double = 0, wordScore: Double = 0, margin: Double? = nil, uncovered: Double = 0,
        phoneLoopScore: Double = 0, seconds: Double = 0.4, phones: Int = 4
    ) -> HeardWord {
        HeardWord(
            word: "next", start: 1, end: 1 + seconds, score: score, wordScore: wordScore, margin: margin,
            uncovered: uncovered, phoneLoopScore: phoneLoopScore, phones: phones)
    }

    @Test func theSumWeighsEveryMeasure() throws {
        let sum = try #require(
            unit.sum(for: word(score: -2, wordScore: -3, margin: 20, uncovered: 0.1, phoneLoopScore: -4)))
        #expect(abs(sum - (1 - 2 - 3 - 4 + 20 + 0.1 + 0.1)) < 1e-9)
        let unlisted = try #require(unit.sum(for: word()))
        #expect(abs(unlisted - (1 + 1 + 50 + 0.1)) < 1e-9, "no other sequence listed: the bonus and a margin of 50")
    }

    @Test func extremeMeasuresAreClipped() throws {
        let low = try #require(unit.sum(for: word(score: -500, wordScore: -500, margin: 80, phoneLoopScore: -500)))
        #expect(abs(low - (1 - 40 - 60 - 60 + 50 + 0.1)) < 1e-9)
        let long = try #require(unit.sum(for: word(margin: 0, uncovered: 3, seconds: 2, phones: 2)))
        #expect(abs(long - (1 + 0.5 + 0.2)) < 1e-9)
    }

    @Test func aMissingMeasureLeavesTheWordUnchecked() {
        let partial = HeardWord(word: "next", start: 1, end: 1.4, score: -30, wordScore: -50, phones: 4)
        #expect(unit.sum(for: partial) == nil)
        #expect(unit.accepts(partial))
        #expect(!unit.accepts(word(score: -30, wordScore: -50)))
    }

    @Test func thePolicyAppliesTheRuleAfterItsFloors() {
        let rule = EvidenceRule(
            score: 0, wordScore: 0, phoneLoopScore: 1, noMargin: 0, margin: 0, uncovered: 0, secondsPerPhone: 0,
            bias: 0, threshold: -10)
        let policy = ConfidencePolicy(minimumScore: -12, minimumPhoneLoopScore: nil, evidence: rule)
        #expect(!policy.accepts(word(phoneLoopScore: -10.5)))
        #expect(policy.accepts(word(phoneLoopScore: -9.5)))
        #expect(
            ConfidencePolicy(minimumScore: -12, minimumPhoneLoopScore: nil, evidence: nil).accepts(
                word(phoneLoopScore: -10.5)))
    }

    /// The learned rule on words of the voice set's tune part and the earlier sequence (`facenav listen
    /// --score --all`), each of which passes every floor: a "next" heard as "back" at 10 dB, "helper" heard
    /// as "help" and "mystery" as "history" are rejected; the earlier espeak-ng sequence's weakest "next"
    /// is kept.
    @Test func theLearnedRuleRejectsWordsEveryFloorLetThrough() {
        let floors = ConfidencePolicy(evidence: nil)
        let confused = HeardWord(
            word: "back", start: 8.63, end: 9.12, score: -11.082, wordScore: -11.082, margin: 46.061, uncovered: 0,
            phoneLoopScore: -23.429, phones: 3)
        let helper = HeardWord(
            word: "help", start: 9.68, end: 10.18, score: -3.403, wordScore: -12.091, margin: 32.442,
            uncovered: 0.02, phoneLoopScore: -22.234, phones: 4)
        let mystery = HeardWord(
            word: "history", start: 10.42, end: 10.98, score: 5.427, wordScore: -6.084, uncovered: 0.05,
            phoneLoopScore: -16.135, phones: 6)
        for near in [confused, helper, mystery] {
            #expect(floors.accepts(near), "\(near.word) at \(near.start)")
            #expect(!ConfidencePolicy.default.accepts(near), "\(near.word) at \(near.start)")
        }
        let next = HeardWord(
            word: "next", start: 6.57, end: 7.13, score: -1.815, wordScore: -18.019, margin: 18.913, uncovered: 0,
            phoneLoopScore: -23.0, phones: 4)
        #expect(ConfidencePolicy.default.accepts(next))
    }
}
