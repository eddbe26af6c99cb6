import FaceNavCore
import FaceNavTestSupport
import Testing

@testable import SceneApp

@Suite struct GestureRecognizerTests {
    let threshold = GestureThreshold(on: 0.6, off: 0.4, minimumHold: 0.25, cooldown: 0.8)

    /// Feeds one signal per frame at 30 fps from `start`; returns the firing times.
    func run(_ recognizer: inout GestureRecognizer, _ signals: [Double], start: Double = 0) -> [Double] {
        signals.enumerated().compactMap { frame, signal in
            let time = start + Double(frame) / 30
            return recognizer.update(signal: signal, at: time) ? time : nil
        }
    }

    @Test func firesOnceAfterTheHoldAndNotBefore() {
        var recognizer = GestureRecognizer(gesture: .winkLeft, threshold: threshold)
        let firings = run(&recognizer, Array(repeating: 1, count: 90))
        #expect(firings.count == 1)
        #expect(firings.first.map { $0 >= 0.25 - 1e-9 && $0 < 0.25 + 1.0 / 30 } == true)
    }

    @Test func aHoldShorterThanTheMinimumNeverFires() {
        var recognizer = GestureRecognizer(gesture: .winkLeft, threshold: threshold)
        let signals = Array(repeating: 1.0, count: 7) + Array(repeating: 0, count: 30)
        #expect(run(&recognizer, signals).isEmpty)
    }

    @Test func jitterBetweenTheLevelsIsOneHold() {
        var random = SeededRandom(seed: 3)
        var recognizer = GestureRecognizer(gesture: .tongueOut, threshold: threshold)
        let signals = (0..<150).map { _ in 0.6 + Double.random(in: -0.18...0.18, using: &random) }
        #expect(run(&recognizer, signals).count == 1)
    }

    @Test func jitterAcrossBothLevelsNeverHoldsLongEnough() {
        var recognizer = GestureRecognizer(gesture: .tongueOut, threshold: threshold)
        let signals = (0..<150).map { $0 % 4 < 2 ? 0.7 : 0.3 }
        #expect(run(&recognizer, signals).isEmpty)
    }

    @Test func cooldownHoldsBackAQuickSecondHold() {
        var recognizer = GestureRecognizer(gesture: .winkRight, threshold: threshold)
        // Held 0.4 s, released 0.1 s, held 0.4 s: the second hold ends before the cooldown does.
        let hold = Array(repeating: 1.0, count: 12)
        let release = Array(repeating: 0.0, count: 3)
        #expect(run(&recognizer, hold + release + hold + release).count == 1)
    }

    @Test func aSecondHoldFiresWhenTheCooldownEnds() {
        var recognizer = GestureRecognizer(gesture: .winkRight, threshold: threshold)
        let signals = Array(repeating: 1.0, count: 12) + Array(repeating: 0, count: 3) + Array(repeating: 1, count: 30)
        let firings = run(&recognizer, signals)
        #expect(firings.count == 2)
        #expect(firings.count == 2 && firings[1] - firings[0] >= 0.8 - 1e-9)
    }

    @Test func cancelSpendsTheHoldUntilReleased() {
        var recognizer = GestureRecognizer(gesture: .tongueOut, threshold: threshold)
        _ = recognizer.update(signal: 1, at: 0)
        recognizer.cancel()
        #expect(run(&recognizer, Array(repeating: 1, count: 60), start: 0.1).isEmpty)
        #expect(recognizer.progress(at: 2) == nil)
        #expect(run(&recognizer, Array(repeating: 0, count: 2) + Array(repeating: 1, count: 30), start: 3).count == 1)
    }

    @Test func notAllowedTracksButNeverFires() {
        var recognizer = GestureRecognizer(gesture: .tongueOut, threshold: threshold)
        let suppressed = (0..<30).filter { recognizer.update(signal: 1, at: Double($0) / 30, allowed: false) }
        #expect(suppressed.isEmpty)
        #expect(recognizer.lastFiring == nil)
        let later = recognizer.update(signal: 1, at: 1.5)
        #expect(!later)
    }

    @Test func progressRisesFromZeroToOne() {
        var recognizer = GestureRecognizer(gesture: .tongueOut, threshold: threshold)
        _ = recognizer.update(signal: 1, at: 0)
        #expect(recognizer.progress(at: 0) == 0)
        _ = recognizer.update(signal: 1, at: 0.125)
        #expect(abs((recognizer.progress(at: 0.125) ?? 0) - 0.5) < 1e-9)
        _ = recognizer.update(signal: 0.2, at: 0.15)
        #expect(recognizer.progress(at: 0.15) == nil)
    }

    @Test func notFiniteSignalEndsTheHold() {
        var recognizer = GestureRecognizer(gesture: .tongueOut, threshold: threshold)
        _ = recognizer.update(signal: 1, at: 0)
        _ = recognizer.update(signal: .nan, at: 0.1)
        #expect(recognizer.holdStart == nil)
    }
}
