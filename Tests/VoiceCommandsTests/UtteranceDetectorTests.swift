import Foundation
import Testing
import VoiceCommands

@Suite struct UtteranceDetectorTests {
    /// Quiet noise at about -60 dBFS with loud bursts (a 300 Hz tone) at the given spans, in seconds.
    private func audio(seconds: Double, bursts: [(Double, Double)]) -> [Int16] {
        var seed: UInt64 = 42
        return (0..<Int(seconds * 16_000)).map { index in
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let noise = Double(Int64(bitPattern: seed >> 1) % 60)
            let time = Double(index) / 16_000
            let loud = bursts.contains { time >= $0.0 && time < $0.1 }
            let tone = loud ? 8000 * sin(2 * Double.pi * 300 * time) : 0
            return Int16(noise + tone)
        }
    }

    @Test func eachBurstIsOneUtteranceWithItsMargin() {
        var detector = UtteranceDetector()
        let samples = audio(seconds: 5, bursts: [(1.0, 1.5), (3.0, 3.4)])
        var utterances: [Utterance] = []
        // Fed in uneven chunks, as a microphone would.
        var offset = 0
        while offset < samples.count {
            let end = min(samples.count, offset + 1234)
            utterances += detector.feed(Array(samples[offset..<end]))
            offset = end
        }
        if let last = detector.finish() { utterances.append(last) }
        #expect(utterances.count == 2)
        #expect(abs(utterances[0].start - 0.75) < 0.03, "a quarter second before the burst")
        #expect(abs(utterances[1].start - 2.75) < 0.03)
        #expect(utterances[0].duration > 0.5 + 0.25 && utterances[0].duration < 0.5 + 0.25 + 0.5)
    }

    @Test func quietAloneIsNoUtterance() {
        var detector = UtteranceDetector()
        #expect(detector.feed(audio(seconds: 3, bursts: [])).isEmpty)
        #expect(detector.finish() == nil)
    }

    @Test func speechStillGoingAtTheEndIsFinished() {
        var detector = UtteranceDetector()
        #expect(detector.feed(audio(seconds: 2, bursts: [(1.5, 2.0)])).isEmpty)
        let last = detector.finish()
        #expect(last != nil)
        #expect(abs((last?.start ?? 0) - 1.25) < 0.03)
    }
}
