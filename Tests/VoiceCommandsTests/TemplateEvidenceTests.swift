import Testing
import VoiceCommands

/// The learned rule for enrolled voices (`TemplateEvidence`): its sum is the one `learn-templates.py`
/// replays, and it turns down a word its own takes do not single out.
@Suite struct TemplateEvidenceTests {
    /// A word as `listen --score --all` dumped it: espeak-ng en's "neck" decoded as "next" (tune part).
    private var neckAsNext: HeardWord {
        var word = HeardWord(
            word: "next", start: 7.52, end: 7.92, score: -2.494, wordScore: -7.993, margin: nil, posterior: 1,
            uncovered: 0.01, phoneLoopScore: -15.291, phones: 4, openWords: ["next"], openScore: 29.608)
        word.templateDistances = [
            "back": 6.731, "camera": 7.858, "center": 7.386, "help": 6.168, "history": 8.835, "next": 3.543,
            "pause": 6.980, "previous": 7.463, "select": 5.429, "settings": 6.968,
        ]
        return word
    }

    @Test func theSumIsTheOneTheLearningScriptReplays() throws {
        // learn-templates.py's value for this dump line with the learned weights: 3.3236.
        let sum = try #require(TemplateEvidence.learned.sum(for: neckAsNext, generally: true))
        #expect(abs(sum - 3.3236) < 0.001)
        // Without the general checks' pass the sum loses exactly that weight.
        let without = try #require(TemplateEvidence.learned.sum(for: neckAsNext, generally: false))
        #expect(abs(sum - without - TemplateEvidence.learned.general) < 1e-9)
    }

    @Test func aWordNearerAnotherWordsTakesThanItsOwnIsTurnedDown() {
        let rule = TemplateRule.default
        var word = neckAsNext
        #expect(rule.accepts(word, generally: true))
        // Nearer "pause"'s takes than its own: turned down although the general checks passed it.
        word.templateDistances?["pause"] = 3.0
        #expect(!rule.accepts(word, generally: true))
        // Too long or short to warp onto its own takes at all: turned down.
        word.templateDistances?["next"] = .infinity
        #expect(TemplateEvidence.learned.sum(for: word, generally: true).map { $0 < 0 } == true)
        #expect(!rule.accepts(word, generally: true))
    }

    @Test func aClearMatchIsRescuedAndAWordWithoutTakesKeepsTheGeneralVerdict() {
        let rule = TemplateRule.default
        var word = neckAsNext
        word.templateDistances?["next"] = 2.0
        #expect(rule.accepts(word, generally: false))
        // Heard with other words by the open grammar, and weakly decoded: not rescued.
        word.openWords = ["next", "up"]
        word.score = -30
        word.wordScore = -40
        word.phoneLoopScore = -45
        #expect(!rule.accepts(word, generally: false))
        // No takes of the word heard: the general verdict stands either way.
        word.templateDistances?["next"] = nil
        #expect(TemplateEvidence.learned.sum(for: word, generally: true) == nil)
        #expect(rule.accepts(word, generally: true))
        #expect(!rule.accepts(word, generally: false))
    }
}
