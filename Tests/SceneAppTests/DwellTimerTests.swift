import FaceNavCore
import Testing

@testable import SceneApp

@Suite struct DwellTimerTests {
    /// Feeds each (target, time) in turn; returns the times at which the dwell fired.
    func firings(_ timer: inout DwellTimer, _ steps: [(String?, Double)]) -> [Double] {
        steps.compactMap { target, time in timer.update(target: target, at: time) ? time : nil }
    }

    @Test func firesOnceAfterTheDurationOnOneTarget() {
        var timer = DwellTimer(duration: 1.5)
        let times = firings(&timer, (0..<120).map { ("ok", Double($0) / 30) })
        #expect(times.count == 1)
        #expect(times.first.map { $0 >= 1.5 - 1e-9 && $0 < 1.5 + 1.0 / 30 } == true)
    }

    @Test func movingToAnotherTargetRestarts() {
        var timer = DwellTimer(duration: 1)
        #expect(firings(&timer, [("a", 0), ("a", 0.9), ("b", 1.0)]).isEmpty)
        #expect(timer.progress == 0)
        #expect(firings(&timer, [("b", 1.9), ("b", 2.0)]) == [2.0])
    }

    @Test func noTargetNeverFiresAndRestarts() {
        var timer = DwellTimer(duration: 1)
        let steps: [(String?, Double)] = [(nil, 0), (nil, 5), ("a", 5.5), (nil, 6), ("a", 6.2), ("a", 7.1), ("a", 7.2)]
        #expect(firings(&timer, steps) == [7.2])
    }

    @Test func firesAgainOnlyAfterTheTargetChanges() {
        var timer = DwellTimer(duration: 1)
        let steps: [(String?, Double)] = [("a", 0), ("a", 1), ("a", 5), ("b", 5.1), ("a", 5.2), ("a", 6.2)]
        #expect(firings(&timer, steps) == [1, 6.2])
    }

    @Test func progressRisesTowardsOne() {
        var timer = DwellTimer(duration: 2)
        _ = firings(&timer, [("a", 0), ("a", 0.5)])
        #expect(abs(timer.progress - 0.25) < 1e-9)
        _ = firings(&timer, [("a", 1.5)])
        #expect(abs(timer.progress - 0.75) < 1e-9)
        _ = firings(&timer, [("a", 2)])
        #expect(timer.progress == 0)
    }

    @Test func resetStartsTheRestAgain() {
        var timer = DwellTimer(duration: 1)
        _ = firings(&timer, [("a", 0)])
        timer.reset()
        #expect(timer.progress == 0)
        #expect(firings(&timer, [("a", 0.9), ("a", 1.8), ("a", 1.9)]) == [1.9])
    }
}
