import FaceNavCore
import FaceNavTestSupport
import Testing

@testable import SceneApp

@Suite struct OneEuroFilterTests {
    @Test func firstSamplePassesThrough() {
        var filter = OneEuroFilter()
        #expect(filter.filter(42, at: 3) == 42)
    }

    @Test func withoutSpeedTermItIsTheFirstOrderLowPassOfThePaper() {
        var filter = OneEuroFilter(parameters: OneEuroParameters(minimumCutoff: 2, beta: 0, derivativeCutoff: 1))
        _ = filter.filter(0, at: 0)
        let step = 0.1
        let tau = 1 / (2 * Double.pi * 2)
        let alpha = 1 / (1 + tau / step)
        #expect(abs(filter.filter(10, at: step) - alpha * 10) < 1e-12)
    }

    @Test func speedRaisesTheCutoff() {
        var slow = OneEuroFilter(parameters: OneEuroParameters(minimumCutoff: 1, beta: 0, derivativeCutoff: 1))
        var quick = OneEuroFilter(parameters: OneEuroParameters(minimumCutoff: 1, beta: 1, derivativeCutoff: 1))
        _ = slow.filter(0, at: 0)
        _ = quick.filter(0, at: 0)
        #expect(quick.filter(10, at: 0.1) > slow.filter(10, at: 0.1))
    }

    @Test func repeatedOrBackwardTimeReturnsTheLastOutputAndNeverNaN() {
        var filter = OneEuroFilter()
        _ = filter.filter(1, at: 0)
        let output = filter.filter(5, at: 0.1)
        #expect(filter.filter(100, at: 0.1) == output)
        #expect(filter.filter(100, at: 0.05) == output)
        #expect(filter.filter(.nan, at: 0.2) == output)
        #expect(filter.filter(3, at: .nan) == output)
        #expect(filter.filter(3, at: 0.3).isFinite)
        var fresh = OneEuroFilter()
        #expect(fresh.filter(.nan, at: 0) == 0)
    }

    @Test func resetLetsTheNextSamplePassThrough() {
        var filter = OneEuroFilter()
        _ = filter.filter(0, at: 0)
        _ = filter.filter(10, at: 0.1)
        filter.reset()
        #expect(filter.filter(7, at: 0.2) == 7)
    }

    @Test func reducesJitterAtRest() {
        var random = SeededRandom(seed: 1)
        var filter = OneEuroFilter()
        var inputs: [Double] = []
        var outputs: [Double] = []
        for frame in 0..<600 {
            let input = 40 + Double.random(in: -1...1, using: &random)
            let output = filter.filter(input, at: Double(frame) / 30)
            if frame >= 60 {
                inputs.append(input)
                outputs.append(output)
            }
        }
        let ratio = Self.standardDeviation(outputs) / Self.standardDeviation(inputs)
        #expect(ratio < 1.0 / 3)
    }

    @Test func lagsLessThanAFixedLowPassWhenMovingFast() {
        var oneEuro = OneEuroFilter()
        var fixed = OneEuroFilter(parameters: OneEuroParameters(minimumCutoff: 1, beta: 0, derivativeCutoff: 1))
        var oneEuroLag = 0.0
        var fixedLag = 0.0
        for frame in 0..<30 {
            let time = Double(frame) / 30
            let input = 80 * time  // 80 cells a second: a quick head turn across the screen
            oneEuroLag = input - oneEuro.filter(input, at: time)
            fixedLag = input - fixed.filter(input, at: time)
        }
        #expect(oneEuroLag < fixedLag / 3)
    }

    static func standardDeviation(_ values: [Double]) -> Double {
        let mean = values.reduce(0, +) / Double(values.count)
        let variance = values.map { ($0 - mean) * ($0 - mean) }.reduce(0, +) / Double(values.count)
        return variance.squareRoot()
    }
}
