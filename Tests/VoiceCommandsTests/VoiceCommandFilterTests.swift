import FaceNavCore
import Testing
import VoiceCommands

@Suite struct VoiceCommandFilterTests {
    private func word(_ text: String, at end: Double, score: Double? = 0) -> HeardWord {
        HeardWord(word: text, start: end - 0.4, end: end, score: score)
    }

    @Test func defaultWordsGiveTheGestureCommands() {
        var filter = VoiceCommandFilter(settings: .default)
        let heard = filter.accept(
            ["select", "back", "next", "previous", "pause"].enumerated().map { word($1, at: Double($0) * 5 + 1) })
        #expect(heard.map(\.command) == [.activate, .back, .next, .previous, .pauseResume])
        #expect(heard.map(\.word) == ["select", "back", "next", "previous", "pause"])
        #expect(heard.map(\.time) == [1, 6, 11, 16, 21])
    }

    @Test func wordsOutsideTheProfileGiveNothing() {
        var filter = VoiceCommandFilter(settings: VoiceSettings(words: ["ok": .activate, "voltar": .back]))
        #expect(filter.accept(word("select", at: 1)) == nil)
        #expect(filter.accept(word("ok", at: 2))?.command == .activate)
        #expect(filter.accept(word("voltar", at: 3))?.command == .back)
    }

    @Test func theSameCommandInsideItsCooldownIsHeardOnce() {
        var filter = VoiceCommandFilter(settings: VoiceSettings(cooldown: 1.0))
        #expect(filter.accept(word("next", at: 1.0)) != nil)
        #expect(filter.accept(word("next", at: 1.6)) == nil)
        #expect(filter.accept(word("back", at: 1.7)) != nil, "another command has its own cooldown")
        #expect(filter.accept(word("next", at: 2.0)) != nil, "one second after the accepted next")
    }

    @Test func aRejectedRepeatDoesNotExtendTheCooldown() {
        var filter = VoiceCommandFilter(settings: VoiceSettings(cooldown: 1.0))
        _ = filter.accept(word("next", at: 1.0))
        _ = filter.accept(word("next", at: 1.9))
        #expect(filter.accept(word("next", at: 2.05)) != nil)
    }

    @Test func lowScoresAndShortWordsAreRejected() {
        var filter = VoiceCommandFilter(
            settings: .default, policy: ConfidencePolicy(minimumDuration: 0.15, minimumScore: -10))
        #expect(filter.accept(word("next", at: 1, score: -10.5)) == nil)
        #expect(filter.accept(HeardWord(word: "back", start: 2, end: 2.1, score: 0)) == nil)
        #expect(filter.accept(word("select", at: 3, score: -9.5))?.command == .activate)
        #expect(filter.accept(word("pause", at: 4, score: nil))?.command == .pauseResume, "no score: duration only")
    }

    @Test func theProfilesMinimumScoreSetsThePolicy() {
        var strict = VoiceCommandFilter(settings: VoiceSettings(minimumScore: -5))
        #expect(strict.accept(word("next", at: 1, score: -6)) == nil)
        var lenient = VoiceCommandFilter(settings: VoiceSettings(minimumScore: -15))
        #expect(lenient.accept(word("next", at: 1, score: -14))?.command == .next)
    }

    @Test func aWordCloseToAnotherCommandIsRejected() {
        var filter = VoiceCommandFilter(
            settings: .default, policy: ConfidencePolicy(minimumScore: -12, minimumMargin: 2))
        #expect(filter.accept(HeardWord(word: "back", start: 0, end: 0.4, score: 0, margin: 1.5)) == nil)
        #expect(filter.accept(HeardWord(word: "back", start: 5, end: 5.4, score: 0, margin: 2.5))?.command == .back)
        #expect(
            filter.accept(HeardWord(word: "next", start: 9, end: 9.4, score: 0))?.command == .next,
            "no other command came close enough to be listed")
    }

    @Test func aWordThatFitsAFreeLoopOfPhonesBetterIsRejected() {
        let policy = ConfidencePolicy(minimumScore: -12, minimumPhoneLoopScore: -4)
        var filter = VoiceCommandFilter(settings: .default, policy: policy)
        #expect(filter.accept(HeardWord(word: "back", start: 0, end: 0.4, score: 0, phoneLoopScore: -4.5)) == nil)
        #expect(
            filter.accept(HeardWord(word: "back", start: 5, end: 5.4, score: 0, phoneLoopScore: -3.5))?.command
                == .back)
        #expect(
            filter.accept(HeardWord(word: "next", start: 9, end: 9.4, score: 0))?.command == .next,
            "no phone-loop score given: not checked")
    }

    @Test func aWordTooShortForItsPhonesIsRejected() {
        let policy = ConfidencePolicy(minimumDurationPerPhone: 0.065, minimumScore: -12)
        // "camera": five phones, so at least 0.325 s.
        #expect(!policy.accepts(HeardWord(word: "camera", start: 1, end: 1.3, score: 0, phones: 5)))
        #expect(policy.accepts(HeardWord(word: "camera", start: 1, end: 1.35, score: 0, phones: 5)))
        #expect(
            policy.accepts(HeardWord(word: "back", start: 1, end: 1.2, score: 0, phones: 3)),
            "three phones: 0.195 s is enough")
        #expect(policy.accepts(HeardWord(word: "camera", start: 1, end: 1.3, score: 0)), "no count given: not checked")
    }

    @Test func aCommandTheOpenGrammarHeardWithOtherWordsIsRejected() {
        let policy = ConfidencePolicy(minimumScore: -12, requiresCommandAlone: true)
        #expect(policy.accepts(HeardWord(word: "select", start: 1, end: 1.5, score: 0, openWords: ["select"])))
        #expect(
            !policy.accepts(HeardWord(word: "select", start: 1, end: 1.5, score: 0, openWords: ["select", "er"])),
            "\"selector\"")
        #expect(!policy.accepts(HeardWord(word: "help", start: 1, end: 1.5, score: 0, openWords: ["uh"])))
        #expect(policy.accepts(HeardWord(word: "help", start: 1, end: 1.5, score: 0)), "none given: not checked")
        #expect(
            ConfidencePolicy(minimumScore: -12, requiresCommandAlone: false).accepts(
                HeardWord(word: "help", start: 1, end: 1.5, score: 0, openWords: ["uh"])))
    }
}
