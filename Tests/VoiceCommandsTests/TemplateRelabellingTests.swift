import FaceNavCore
import Testing
import VoiceCommands

/// Re-labelling (`TemplateEvidence.relabelling`): a word the learned rule turns down acts as the word its
/// stretch of speech is nearest by the user's own takes, only when that weighing passes, and only with
/// templates of both words.
@Suite struct TemplateRelabellingTests {
    /// A word as `listen --score --all` dumped it: espeak-ng en's "help" decoded as "camera" (tune part,
    /// snr20, 1.72 s), nearest "help"'s takes by far.
    private var helpAsCamera: HeardWord {
        var word = HeardWord(
            word: "camera", start: 1.72, end: 2.12, score: -8.565, wordScore: -22.697, margin: 12.613,
            posterior: 1, uncovered: 0.01, phoneLoopScore: -24.742, phones: 5, openWords: ["camera"],
            openScore: 28.952)
        word.templateDistances = [
            "back": 7.187, "camera": 7.591, "center": 6.299, "help": 2.054, "history": 8.302, "next": 5.912,
            "pause": 6.553, "previous": 8.589, "select": 6.417, "settings": 6.198,
        ]
        return word
    }

    /// Templates for every default word: the filter only needs them not to be empty.
    private var enrolled: VoiceSettings {
        var settings = VoiceSettings()
        settings.templates = VoiceTemplates(
            words: Dictionary(
                uniqueKeysWithValues: VoiceSettings.defaultWords.keys.map { ($0, [[[Float](repeating: 0, count: 12)]]) }
            ))
        return settings
    }

    @Test func theSumIsTheOneTheLearningScriptReplays() throws {
        // learn-templates.py's value for this dump line: 1.566 as "help", over the threshold 0.0808.
        let sum = try #require(TemplateEvidence.relabelling.sum(for: helpAsCamera, as: "help", generally: false))
        #expect(abs(sum - 1.566) < 0.001)
        // The general checks judged "camera": they weigh nothing for the word the templates name.
        #expect(TemplateEvidence.relabelling.sum(for: helpAsCamera, as: "help", generally: true) == sum)
        // The gap to the decoded word's distance counts up to 6 only.
        var farther = helpAsCamera
        farther.templateDistances?["camera"] = .infinity
        let capped = try #require(TemplateEvidence.relabelling.sum(for: farther, as: "help", generally: false))
        #expect(abs(capped - sum - TemplateEvidence.relabelling.gap * (6 - (7.591 - 2.054))) < 1e-9)
    }

    @Test func aWordTurnedDownActsAsTheWordItsTakesName() {
        let rule = TemplateRule.withRelabelling
        #expect(!rule.accepts(helpAsCamera, generally: false))
        #expect(rule.heard(helpAsCamera, generally: false) == "help")
        var filter = VoiceCommandFilter(settings: enrolled)
        filter.templateRule = rule
        let heard = filter.accept(helpAsCamera)
        #expect(heard?.word == "help")
        #expect(heard?.command == .help)
    }

    @Test func aMatchNotClearEnoughIsNotRelabelled() {
        var word = helpAsCamera
        // "help" barely nearer than "center": the ratio and gap no longer carry it.
        word.templateDistances?["help"] = 6.2
        #expect(TemplateRule.withRelabelling.heard(word, generally: false) == nil)
        // Weakly decoded, with speech left over: not relabelled either.
        word = helpAsCamera
        word.uncovered = 0.5
        word.margin = 0.5
        word.openWords = ["camera", "up"]
        #expect(TemplateRule.withRelabelling.heard(word, generally: false) == nil)
    }

    @Test func neverWithoutTemplatesNorToAWordWithoutTakes() {
        let rule = TemplateRule.withRelabelling
        var word = helpAsCamera
        word.templateDistances = nil
        #expect(rule.heard(word, generally: false) == nil)
        #expect(rule.heard(word, generally: true) == "camera", "no templates: the general verdict stands")
        // No templates of the decoded word: nothing new.
        word = helpAsCamera
        word.templateDistances?["camera"] = nil
        #expect(rule.heard(word, generally: false) == nil)
        // A word with no takes has no distance, and one too far to warp is never named.
        word = helpAsCamera
        word.templateDistances?["help"] = nil
        #expect(rule.heard(word, generally: false) != "help")
        word.templateDistances?["help"] = .infinity
        #expect(rule.heard(word, generally: false) != "help")
        // Nor without the learned weighing, or without re-labelling.
        #expect(TemplateRule(relabelling: .relabelling).heard(helpAsCamera, generally: false) == nil)
        #expect(TemplateRule(evidence: .learned).heard(helpAsCamera, generally: false) == nil)
        // A voice not enrolled: the filter never asks the templates.
        var filter = VoiceCommandFilter(settings: VoiceSettings())
        #expect(filter.accept(helpAsCamera) == nil)
    }

    @Test func aNamedWordWithoutACommandGivesNone() {
        var settings = enrolled
        settings.words["help"] = nil
        var filter = VoiceCommandFilter(settings: settings)
        filter.templateRule = .withRelabelling
        #expect(filter.accept(helpAsCamera) == nil)
    }

    @Test func theDefaultRuleDoesNotRelabel() {
        // Off by default: on the held-out part it added a false command.
        #expect(TemplateRule.default.relabelling == nil)
        #expect(TemplateRule.default.heard(helpAsCamera, generally: false) == nil)
        var filter = VoiceCommandFilter(settings: enrolled)
        #expect(filter.accept(helpAsCamera) == nil)
    }
}
