import Testing

@testable import FaceTracking

/// `EyeChangeGate`: when the eye model must read an eye again, frame by frame.
@Suite struct EyeChangeGateTests {
    /// A 2 x 2 signature whose cells differ from `still`'s by `change` on average.
    static func signature(_ change: Float = 0) -> EyeSignature {
        EyeSignature(side: 2, cells: [1 + change, -1 - change, 1 + change, -1 - change])
    }

    static let limits = EyeChangeGate.Limits()
    static let frame = 1.0 / 30

    /// Runs the gate over `signatures`, one a frame at 30 fps from `start`, the model reading `reading`;
    /// the frames on which the model ran.
    static func runs(
        _ gate: inout EyeChangeGate, _ signatures: [EyeSignature], from start: Int = 0, reading: Double = 0.25
    ) -> [Int] {
        var ran: [Int] = []
        for (k, signature) in signatures.enumerated() {
            let index = start + k
            let value = gate.lidOpening(signature: signature, time: Double(index) * frame, limits: limits) {
                ran.append(index)
                return reading
            }
            #expect(value == reading)
        }
        return ran
    }

    @Test func theFirstFrameAndTheSettlingFramesAfterItRunTheModelAStillEyeNoMore() {
        var gate = EyeChangeGate()
        // Ten frames, a third of a second: younger than the maximum age.
        let ran = Self.runs(&gate, Array(repeating: Self.signature(), count: 10))
        #expect(ran == Array(0...Self.limits.settlingFrames))
    }

    @Test func aChangeRunsTheModelAndTheSettlingFramesAfterIt() {
        var gate = EyeChangeGate()
        _ = Self.runs(&gate, Array(repeating: Self.signature(), count: 5))
        let shut = Self.signature(Float(Self.limits.threshold))
        #expect(Self.signature().difference(from: shut) >= Self.limits.threshold)
        let ran = Self.runs(&gate, Array(repeating: shut, count: 6), from: 5)
        #expect(ran == [5, 6, 7])
    }

    @Test func aChangeUnderTheThresholdKeepsTheLastReading() {
        var gate = EyeChangeGate()
        _ = Self.runs(&gate, Array(repeating: Self.signature(), count: 5))
        let drifted = Self.signature(Float(Self.limits.threshold) * 0.6)
        #expect(Self.runs(&gate, Array(repeating: drifted, count: 5), from: 5).isEmpty)
    }

    /// Compared with the signature of the last run, not the last frame: each frame's step is small, the
    /// steps add up.
    @Test func aSlowClosingStillRunsTheModel() {
        var gate = EyeChangeGate()
        _ = Self.runs(&gate, Array(repeating: Self.signature(), count: 5))
        let step = Float(Self.limits.threshold) / 4
        let closing = (1...6).map { Self.signature(step * Float($0)) }
        for (a, b) in zip(closing, closing.dropFirst()) {
            #expect(a.difference(from: b) < Self.limits.threshold / 2)
        }
        let ran = Self.runs(&gate, closing, from: 5)
        #expect(ran.first == 8, "\(ran)")
    }

    @Test func aReadingOlderThanTheMaximumAgeIsReadAgain() {
        var gate = EyeChangeGate()
        let age = Int((Self.limits.maximumAge / Self.frame).rounded())
        let ran = Self.runs(&gate, Array(repeating: Self.signature(), count: 3 + 2 * age + 2))
        #expect(ran.count == 5 && ran.prefix(3) == [0, 1, 2], "\(ran)")
        for (a, b) in zip(ran.dropFirst(2), ran.dropFirst(3)) {
            #expect((age...(age + 1)).contains(b - a), "\(ran)")
        }
    }

    @Test func aReadingThatJumpedIsCheckedOnTheNextFrame() {
        var gate = EyeChangeGate()
        // The fourth run, when the maximum age comes round, reads 0.1 where the others read 0.25: an
        // outlier, which must not stand for the next half second.
        var ran: [Int] = []
        for index in 0..<40 {
            _ = gate.lidOpening(signature: Self.signature(), time: Double(index) * Self.frame, limits: Self.limits) {
                ran.append(index)
                return ran.count == 4 ? 0.1 : 0.25
            }
        }
        #expect(ran.count >= 6 && ran[4] == ran[3] + 1 && ran[5] == ran[4] + 1, "\(ran)")
    }

    @Test func nothingIsRememberedWhenTheModelCannotReadAndForgettingStartsAfresh() {
        var gate = EyeChangeGate()
        var calls = 0
        for index in 0..<3 {
            let value = gate.lidOpening(signature: Self.signature(), time: Double(index), limits: Self.limits) {
                calls += 1
                return nil
            }
            #expect(value == nil)
        }
        #expect(calls == 3)
        _ = Self.runs(&gate, Array(repeating: Self.signature(), count: 5))
        gate.forget()
        #expect(Self.runs(&gate, [Self.signature()], from: 5) == [5])
    }

    @Test func everyFrameLimitsRunTheModelOnEveryFrame() {
        var gate = EyeChangeGate()
        var calls = 0
        for index in 0..<10 {
            _ = gate.lidOpening(signature: Self.signature(), time: Double(index), limits: .everyFrame) {
                calls += 1
                return 0.25
            }
        }
        #expect(calls == 10)
    }
}
