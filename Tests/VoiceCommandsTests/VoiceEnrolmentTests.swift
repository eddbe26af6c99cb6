import FaceNavCore
import Testing
import VoiceCommands

@Suite struct VoiceEnrolmentTests {
    private func heard(_ word: String, score: Double) -> HeardWord {
        HeardWord(word: word, start: 0.3, end: 0.8, score: score)
    }

    @Test func eachWordIsAskedForTwiceInOrder() {
        #expect(VoiceEnrolment(words: ["next", "back"]).prompts == ["back", "back", "next", "next"])
    }

    @Test func theLowestScoreOfTheTakesHeardRightIsKeptButNoLowerThanTheFloor() {
        let outcome = VoiceEnrolment.learn(from: [
            ("select", [heard("select", score: -13)]),
            ("select", [heard("pause", score: -30), heard("select", score: -15)]),
            ("help", [heard("help", score: -25)]),
            ("help", [heard("help", score: -14)]),
            ("back", [heard("pause", score: -9)]),
            ("back", []),
        ])
        #expect(VoiceTake.lowestEnrolledScore == -16)
        #expect(outcome.enrolled == ["select": -15, "help": -16])
        #expect(outcome.problems == ["back, take 1: heard as pause", "back, take 2: nothing was heard"])
    }

    @Test func anEnrolledWordIsAcceptedBelowTheMinimumButNotAnother() {
        var filter = VoiceCommandFilter(settings: VoiceSettings(minimumScore: -12, enrolled: ["select": -20]))
        #expect(filter.accept(HeardWord(word: "select", start: 0, end: 0.5, score: -20.8))?.command == .activate)
        #expect(filter.accept(HeardWord(word: "select", start: 5, end: 5.5, score: -21.5)) == nil, "1 under at most")
        #expect(filter.accept(HeardWord(word: "back", start: 9, end: 9.5, score: -13)) == nil)
        var above = VoiceCommandFilter(settings: VoiceSettings(minimumScore: -12, enrolled: ["pause": -9]))
        #expect(above.accept(HeardWord(word: "pause", start: 0, end: 0.5, score: -12.5)) == nil, "enrolled above")
    }

    /// Enrolment spares the word and phone-loop checks only a hearing under the general minimum: the voice
    /// set's en-029 "next" decoded as an enrolled "history" at -10.8 fits a free phone loop badly, and must
    /// stay rejected as it was before enrolment.
    @Test func anEnrolledWordHeardAboveTheMinimumStillMeetsEveryCheck() throws {
        let settings = VoiceSettings(minimumScore: -12, enrolled: ["history": -15])
        let floor = try #require(ConfidencePolicy.default.minimumPhoneLoopScore)
        var filter = VoiceCommandFilter(settings: settings)
        let confused = HeardWord(word: "history", start: 0, end: 0.5, score: -10.8, phoneLoopScore: floor - 5)
        #expect(filter.accept(confused) == nil, "a hearing that did not need enrolment meets the phone loop")
        let badWord = HeardWord(word: "history", start: 2, end: 2.5, score: -10.8, wordScore: -40)
        #expect(filter.accept(badWord) == nil, "and the word score")
        let needed = HeardWord(word: "history", start: 4, end: 4.5, score: -15.5, phoneLoopScore: floor - 5)
        #expect(filter.accept(needed)?.word == "history", "under the minimum, the enrolled score stands for both")
    }
}
