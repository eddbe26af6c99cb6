import Foundation
import Testing
import VoiceCommands

@Suite struct NonSpeechTrimmerTests {
    /// Quiet noise with a 300 Hz tone of the given amplitude at each span, in seconds.
    private func audio(seconds: Double, tones: [(start: Double, end: Double, amplitude: Double)]) -> [Int16] {
        var seed: UInt64 = 7
        return (0..<Int(seconds * 16_000)).map { index in
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let time = Double(index) / 16_000
            let tone = tones.first { time >= $0.start && time < $0.end }.map {
                $0.amplitude * sin(2 * Double.pi * 300 * time)
            }
            return Int16(Double(Int64(bitPattern: seed >> 1) % 60) + (tone ?? 0))
        }
    }

    @Test func aLeadingBreathIsTrimmedWithItsQuietAndTheTimesKept() {
        // A breath 26 dB under the word, then 0.12 s of quiet, then the word.
        let samples = audio(seconds: 1.6, tones: [(0.2, 0.5, 400), (0.62, 1.1, 8000)])
        let trimmed = NonSpeechTrimmer().trim(Utterance(samples: samples, start: 3))
        #expect(trimmed.start >= 3.5 && trimmed.start < 3.62, "starts after the breath, before the word")
        #expect(abs(trimmed.start + trimmed.duration - (3 + 1.1 + 0.15)) < 0.02, "0.15 s kept after the word")
    }

    @Test func aClickBeforeTheWordIsTrimmed() {
        let samples = audio(seconds: 1.4, tones: [(0.2, 0.22, 12000), (0.4, 0.9, 8000)])
        let trimmed = NonSpeechTrimmer().trim(Utterance(samples: samples, start: 0))
        #expect(trimmed.start > 0.22 && trimmed.start <= 0.25 + 0.01)
    }

    @Test func aWordAloneOrWithAWeakEndingJoinedToItIsKeptWhole() {
        let alone = Utterance(samples: audio(seconds: 1, tones: [(0.25, 0.75, 8000)]), start: 0)
        #expect(NonSpeechTrimmer().trim(alone) == alone)
        // A final "t": weak and short, 0.06 s after the vowel, is part of the word.
        let select = Utterance(samples: audio(seconds: 1.2, tones: [(0.25, 0.7, 8000), (0.76, 0.8, 600)]), start: 0)
        #expect(NonSpeechTrimmer().trim(select) == select)
    }
}
