import FaceNavCore
import Foundation
import Testing
import VoiceCommands

/// The pieces of voice templates: the Fourier transform, mel cepstra and dynamic time warping, on made
/// signals whose answers are known.
@Suite struct VoiceTemplateCoreTests {
    /// A sine of `hertz` at 16 kHz, `count` samples, amplitude `level`.
    private func sine(_ hertz: Double, count: Int, level: Double = 8000) -> [Int16] {
        (0..<count).map { Int16(level * sin(2 * Double.pi * hertz * Double($0) / 16000)) }
    }

    @Test func aSineOnABinPutsItsPowerInThatBinAndKeepsItsEnergy() {
        let transform = FourierTransform(length: 64)
        let signal = (0..<64).map { sin(2 * Double.pi * 5 * Double($0) / 64) }
        let power = transform.powerSpectrum(of: signal)
        #expect(power.count == 33)
        #expect(power.indices.max { power[$0] < power[$1] } == 5)
        // Parseval: the sum of |x|² is the mean over all 64 bins of |X|² (the bins above 32 mirror 1...31).
        let energy = signal.reduce(0) { $0 + $1 * $1 }
        let spectrum = power[0] + power[32] + 2 * power[1..<32].reduce(0, +)
        #expect(abs(spectrum / 64 - energy) < 1e-9)
    }

    @Test func melCepstraHaveOneFrameEvery10MsAndTheirMeanTakenOut() {
        let features = MelCepstrum().features(of: sine(440, count: 16000)[...])
        #expect(features.count == 1 + (16000 - 400) / 160)
        #expect(features.allSatisfy { $0.count == 12 })
        for k in 0..<12 {
            #expect(abs(features.reduce(Float(0)) { $0 + $1[k] } / Float(features.count)) < 1e-3)
        }
        #expect(MelCepstrum().features(of: sine(440, count: 300)[...]).isEmpty)
    }

    @Test func melCepstraDoNotDependOnLoudnessButOnTheSound() {
        let cepstrum = MelCepstrum()
        // A sound that changes over time (a falling then rising tone), so the frames differ.
        let sweep: [Int16] = (0..<8000).map { index in
            let t = Double(index) / 16000
            return Int16(3000 * sin(2 * Double.pi * (300 + 1500 * abs(t - 0.25)) * t))
        }
        let quiet = cepstrum.features(of: sweep[...])
        let loud = cepstrum.features(of: sweep.map { $0 * 3 }[...])
        let falling: [Int16] = (0..<8000).map { index in
            let t = Double(index) / 16000
            return Int16(3000 * sin(2 * Double.pi * (2500 - 3000 * t) * t))
        }
        let other = cepstrum.features(of: falling[...])
        let warping = DynamicTimeWarping()
        #expect(warping.distance(quiet, loud) < 0.01)
        #expect(warping.distance(quiet, other) > 1)
    }

    @Test func warpingFindsTheSameSequenceSaidSlowerNearerThanAnother() {
        let a: [[Float]] = (0..<20).map { [Float($0), Float($0 % 5)] }
        let slower = a.flatMap { [$0, $0] }.dropLast(5).map { $0 }
        let other: [[Float]] = (0..<20).map { [Float(20 - $0), 2] }
        let warping = DynamicTimeWarping()
        #expect(warping.distance(a, a) == 0)
        #expect(warping.distance(a, slower) < 0.2)
        #expect(warping.distance(a, other) > 3)
        #expect(warping.distance(a, other) == warping.distance(other, a))
        #expect(warping.distance(a, Array(a.prefix(5))) == .infinity)
        #expect(warping.distance(a, []) == .infinity)
    }

    @Test func theMatcherCutsTheLoudPartAndAnnotatesWordsOnTheirClock() throws {
        let quiet = [Int16](repeating: 0, count: 4000)
        let tone = sine(700, count: 4800)
        let audio = quiet + tone + quiet
        let speech = TemplateMatcher(templates: VoiceTemplates()).speech(in: audio[...])
        let matcher = TemplateMatcher(templates: VoiceTemplates(words: ["tone": [MelCepstrum().features(of: speech)]]))
        #expect(abs(speech.startIndex - 4000) <= 400 && abs(speech.endIndex - 8800) <= 400)
        // The word at 0.25-0.55 s, in audio that starts 1 s into the stream.
        let words = [HeardWord(word: "tone", start: 1.25, end: 1.55), HeardWord(word: "tone", start: 9, end: 9.3)]
        let annotated = matcher.annotate(words, audio: audio[...], audioStart: 1)
        #expect(try #require(annotated[0].templateDistances?["tone"]) < 0.01)
        #expect(annotated[0].features?.count == MelCepstrum().features(of: speech).count)
        #expect(try #require(annotated[0].templateLengths?["tone"]) == 1, "the same speech as the take")
        #expect(annotated[1].templateDistances == nil && annotated[1].templateLengths == nil)
        // A second take of another pitch: the nearest stays the same speech.
        let other = MelCepstrum().features(of: sine(1500, count: 4800)[...])
        let twoTakes = TemplateMatcher(
            templates: VoiceTemplates(words: ["tone": [MelCepstrum().features(of: speech), other]]))
        let both = twoTakes.annotate(words, audio: audio[...], audioStart: 1)[0]
        #expect(both.templateDistances == annotated[0].templateDistances)
        #expect(both.templateLengths == annotated[0].templateLengths)
        var recent = RecentAudio(seconds: 1)
        for _ in 0..<5 { recent.append(audio) }
        #expect(recent.samples.count <= 32000 && recent.start + recent.samples.count == 5 * audio.count)
    }

    @Test func theRuleConfirmsOnlyTheNearestWordAndRescuesOnlyAClearMatch() {
        let rule = TemplateRule(confirmRatio: 0.8, rescueRatio: 0.75, rescueDistance: 4, rescueMinimumScore: -12)
        func word(_ distances: [String: Double]?, score: Double? = nil, open: [String]? = nil) -> HeardWord {
            var word = HeardWord(word: "back", start: 0, end: 0.4, score: score, openWords: open)
            word.templateDistances = distances
            return word
        }
        #expect(rule.accepts(word(nil), generally: true))
        #expect(!rule.accepts(word(nil), generally: false))
        #expect(rule.accepts(word(["back": 3, "pause": 4]), generally: true))
        #expect(!rule.accepts(word(["back": 3.5, "pause": 4]), generally: true))
        #expect(rule.accepts(word(["back": 2.5, "pause": 4]), generally: false))
        #expect(rule.accepts(word(["back": 2.5, "pause": 4], score: -5, open: ["back"]), generally: false))
        #expect(!rule.accepts(word(["back": 3.1, "pause": 4]), generally: false))
        #expect(!rule.accepts(word(["back": 4.5, "pause": 9]), generally: false))
        #expect(!rule.accepts(word(["back": 2.5, "pause": 4], score: -13), generally: false))
        #expect(!rule.accepts(word(["back": 2.5, "pause": 4], open: ["back", "up"]), generally: false))
        // No template of the word heard: the general verdict stands.
        #expect(rule.accepts(word(["pause": 1]), generally: true))
    }
}
