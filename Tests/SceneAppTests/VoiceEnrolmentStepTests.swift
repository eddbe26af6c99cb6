import FaceNavCore
import SceneApp
import Testing

/// The wizard's voice step on its own: takes judged, retried, timed out and skipped, with times given.
@Suite struct VoiceEnrolmentStepTests {
    private func started() -> VoiceEnrolmentStep {
        var step = VoiceEnrolmentStep(words: ["next", "back"])
        step.ask(at: 10, after: 2)
        return step
    }

    @Test func eachWordIsAskedForTwiceInOrderAndATakeHeardRightMovesOn() {
        var step = started()
        #expect(step.prompts == ["back", "back", "next", "next"])
        #expect(step.currentTakeName == "back (1 of 2)")
        #expect(step.hear([SpokenWord("back", score: -15)], at: 12.5) == "Heard back: counted.")
        #expect(step.currentTakeName == "back (2 of 2)")
        #expect(step.countedTakes(of: "back") == 1)
    }

    @Test func anUtteranceBeforeTheTakeIsListenedForIsThePromptItselfAndIgnored() {
        var step = started()
        #expect(step.hear([SpokenWord("back", score: -15)], at: 11.9) == nil)
        #expect(step.takes.isEmpty)
        #expect(step.currentTakeName == "back (1 of 2)")
    }

    @Test func aTakeHeardAsAnotherWordIsAskedForOnceMoreThenSkipped() {
        var step = started()
        #expect(
            step.hear([SpokenWord("next", score: -9), SpokenWord("back", score: -20)], at: 13)
                == "Heard next, not back: not counted.")
        #expect(step.currentTakeName == "back (1 of 2)", "asked again")
        #expect(step.hear([], at: 14) == "Heard nothing clear: not counted. Skipped back (1 of 2).")
        #expect(step.currentTakeName == "back (2 of 2)")
        #expect(step.countedTakes(of: "back") == 0)
    }

    @Test func aTakeTimesOutOnlyOnceItsTimeHasPassedAndSilenceSkipsIt() {
        var step = started()
        #expect(step.deadline == 12 + VoiceEnrolmentStep.timeout)
        #expect(step.timeOut(at: step.deadline - 0.1) == nil)
        #expect(step.timeOut(at: step.deadline) == "Nothing heard.")
        #expect(step.last == VoiceEnrolmentStep.LastTry(prompt: "back", verdict: nil))
        step.ask(at: 30, after: 0)
        #expect(step.timeOut(at: 38) == "Nothing heard. Skipped back (1 of 2).")
    }

    @Test func againStartsTheTakeAfreshAndSkipWordPassesItsRemainingTakes() {
        var step = started()
        _ = step.hear([SpokenWord("pause", score: -9)], at: 13)
        step.again()
        #expect(step.failedTries == 0)
        #expect(step.skipWord() == "Skipped back.")
        #expect(step.currentTakeName == "next (1 of 2)")
        #expect(step.isDone("back"))
        #expect(!step.isDone("next"))
    }

    @Test func theOutcomeKeepsEachWordsLowestScoreHeardRightAndIsAppliedOverWhatWasLearntBefore() {
        var step = started()
        _ = step.hear([SpokenWord("back", score: -15)], at: 13)
        step.ask(at: 13, after: 0)
        _ = step.hear([SpokenWord("back", score: -19)], at: 14)
        step.ask(at: 14, after: 0)
        _ = step.hear([SpokenWord("pause", score: -9)], at: 15)
        _ = step.hear([SpokenWord("pause", score: -9)], at: 16)
        _ = step.skipWord()
        #expect(step.isFinished)
        let outcome = step.outcome
        #expect(outcome.enrolled == ["back": -16], "-19, raised to the lowest enrolled score")
        #expect(outcome.problems == ["next, take 1: heard as pause", "next, take 2: heard as pause"])
        let before = VoiceSettings(enrolled: ["back": -12.5, "select": -14])
        #expect(outcome.applied(to: before).enrolled == ["back": -16, "select": -14])
    }
}
