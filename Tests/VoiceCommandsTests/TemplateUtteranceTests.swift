import FaceNavCore
import Foundation
import Testing
import VoiceCommands

/// The templates as a recogniser of their own (`TemplateMatcher.judge`, `TemplateUtterance`): a tune voice's
/// first takes (`.fixtures/voice-enrol`) as templates, each second take cut as the recogniser cuts a stream
/// and judged against them.
@Suite struct TemplateUtteranceTests {
    static let takes = URL(fileURLWithPath: VoiceSetTests.folder).deletingLastPathComponent()
        .appendingPathComponent("voice-enrol/flite-slt").path

    @Test func theNearestWordAndItsLeadComeFromTheDistances() {
        let judged = TemplateUtterance(
            start: 1, end: 1.5, distances: ["back": 3, "next": 4.5, "pause": .infinity, "help": 5],
            lengths: ["back": 1, "next": 1, "pause": 3, "help": 1])
        #expect(judged.nearest == "back")
        #expect(judged.lead == 1.5)
        let farAway = TemplateUtterance(start: 0, end: 1, distances: ["back": .infinity], lengths: [:])
        #expect(farAway.nearest == nil)
        #expect(farAway.lead == nil)
    }

    @Test func aVoicesSecondTakesAreNearestTheirOwnWordsFirstTakes() throws {
        try #require(
            FileManager.default.fileExists(atPath: "\(Self.takes)/back-1.wav"),
            "\(Self.takes) is missing: run `make voice-fixtures`")
        let words = VoiceSettings.defaultWords.keys.sorted()
        let firsts = try words.map { word in (word, try WavAudio(contentsOf: "\(Self.takes)/\(word)-1.wav").samples) }
        let matcher = TemplateMatcher(templates: TemplateMatcher.learn(from: firsts))
        #expect(matcher.judge(Utterance(samples: firsts[0].1, start: 0)) != nil)
        #expect(TemplateMatcher(templates: VoiceTemplates()).judge(Utterance(samples: firsts[0].1, start: 0)) == nil)
        let recognizer = try PocketSphinxRecognizer(model: VoiceModel(), words: words)
        var named: [String: String] = [:]
        for word in words {
            let audio = try WavAudio(contentsOf: "\(Self.takes)/\(word)-2.wav")
            let utterances = try recognizer.trimmedUtterances(of: audio)
            #expect(utterances.count == 1, "\(word): \(utterances.count) utterances")
            let judged = try #require(utterances.first.flatMap(matcher.judge))
            // The speech lies inside the take, on its clock.
            #expect(judged.start >= utterances[0].start && judged.end <= utterances[0].start + utterances[0].duration)
            #expect(judged.end - judged.start > 0.1)
            #expect(judged.distances.count == words.count)
            named[word] = judged.nearest
        }
        let right = words.filter { named[$0] == $0 }
        #expect(right.count >= 9, "named: \(named)")
    }
}
