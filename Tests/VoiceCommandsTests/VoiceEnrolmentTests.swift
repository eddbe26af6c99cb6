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
}
