import FaceNavCore
import Testing
import VoiceCommands

@Suite struct VoiceScoreTests {
    private let file = VoiceTestFile(
        path: "set/a.wav", part: "tune", kind: .commands, voice: "a", snr: 20,
        spoken: [
            .init(word: "next", start: 1, end: 1.5), .init(word: "back", start: 2, end: 2.4),
            .init(word: "select", start: 3, end: 3.6),
        ])

    @Test func eachSaidWordIsRightMissedOrConfusedAndStrayWordsAreFalse() {
        var score = VoiceScore()
        score.add(
            file: file,
            heard: [
                HeardWord(word: "next", start: 1.1, end: 1.5), HeardWord(word: "pause", start: 2, end: 2.3),
                HeardWord(word: "help", start: 5, end: 5.4),
            ],
            words: VoiceSettings.defaultWords)
        #expect(score.right == 1)
        #expect(score.confused == 1)
        #expect(score.missed == 1)
        #expect(score.falseCommands == 1)
        #expect(score.mistakes == ["a.wav:help@540", "a.wav:back→pause"])
        #expect(score.description == "right 1/3 (33.3%)  missed 1  confused 1  false 1")
    }

    @Test func anyCommandInSpeechThatHoldsNoneIsFalse() {
        var score = VoiceScore()
        let near = VoiceTestFile(path: "b.wav", part: "held", kind: .near, voice: "b", snr: 10, spoken: [])
        score.add(file: near, heard: [HeardWord(word: "next", start: 1, end: 1.4)], words: VoiceSettings.defaultWords)
        #expect(score.falseCommands == 1)
        #expect(score.spoken == 0)
    }
}
