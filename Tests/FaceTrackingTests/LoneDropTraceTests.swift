import FaceNavCore
import FaceNavTestSupport
import Testing

@testable import FaceTracking
@testable import SceneApp

/// Readings traces of the iris model's lid openings through `EyeOpennessEstimator` and `GestureEngine`: the
/// squint pair rule judged by the eyes' time course (`keepsLoneDropOutOfPair`, off by default, on here). A
/// wink whose shut eye reads half shut while the other eye dips beside it fires; a squint whose eyes narrow
/// together, one deeper, does not, and an eye that fell first is paired again when the other follows as fast
/// (a lopsided blink). Each frame gives each eye's lid opening as a fraction of its open level (0.25 of the
/// eye's width), the image-left eye first: unmirrored, the user's right.
@Suite struct LoneDropTraceTests {
    static let level = 0.25

    /// The gestures fired when `trace` follows 1.5 s of open eyes and precedes 1 s more.
    func fired(_ trace: [(Double, Double)], estimator: EyeOpennessEstimator = Self.timeCourse) -> [Gesture] {
        var estimator = estimator
        let open = Array(repeating: (1.0, 1.0), count: 45)
        var engine = GestureEngine()
        var gestures: [Gesture] = []
        for (index, fractions) in (open + trace + open.prefix(30)).enumerated() {
            let lids = [fractions.0 * Self.level, fractions.1 * Self.level]
            let eyes = estimator.openness(
                in: EyeOpennessEstimatorLidTests.image, landmarks: EyeOpennessEstimatorLidTests.landmarks,
                lidOpenings: lids, learn: true)
            let measurement = FaceMeasurement(
                time: Double(index) / 30, eyeLeft: eyes.left, eyeRight: eyes.right, quality: 1)
            gestures += engine.update(measurement)
        }
        return gestures
    }

    /// The estimator with the time course (`keepsLoneDropOutOfPair`, off by default).
    static var timeCourse: EyeOpennessEstimator {
        var estimator = EyeOpennessEstimator()
        estimator.keepsLoneDropOutOfPair = true
        return estimator
    }

    /// The estimator as it is by default: the pair rule on each frame alone.
    var frameByFrame: EyeOpennessEstimator { EyeOpennessEstimator() }

    @Test func aWinkWhoseOtherEyeDipsBesideItsHalfShutEyeFires() {
        // A right wink of 0.5 s read as the wink set's tune part read 2008_007676-366's and 2007_007763-309's:
        // the shut eye falls in a frame to 0.55-0.72 of its level while the other stays near its own, which
        // on frames 5, 6 and 11 dips to 0.85-0.87, within 0.2 of the shut eye and under 0.93: a squint, frame
        // by frame, read both eyes open there and broke the wink's hold.
        let shut = [0.6, 0.58, 0.62, 0.66, 0.6, 0.7, 0.69, 0.57, 0.63, 0.6, 0.72, 0.68, 0.6, 0.58, 0.62]
        let other = [0.97, 0.98, 0.96, 0.97, 0.98, 0.86, 0.85, 0.97, 0.96, 0.98, 0.97, 0.87, 0.97, 0.98, 0.96]
        let wink = Array(zip(shut, other))
        #expect(fired(wink) == [.winkRight])
        #expect(fired(wink, estimator: frameByFrame).isEmpty)
    }

    @Test func aSquintWhoseEyesNarrowTogetherIsNoWink() {
        // A smile's squint: over half a second both eyes narrow together, the right (image-left) deeper, to
        // 0.68 and 0.84 of their levels, hold 1.5 s with the right dipping to 0.62 on one frame in four, then
        // open. Read alone the right eye is shut throughout and the left open: a wink, but for the pair rule.
        let narrowing: [(Double, Double)] = (1...15).map { step in
            let share = Double(step) / 15
            return (1 - 0.32 * share, 1 - 0.16 * share)
        }
        let held: [(Double, Double)] = (0..<45).map { index in (index % 4 == 2 ? 0.62 : 0.68, 0.84) }
        let squint = narrowing + held + narrowing.reversed()
        #expect(fired(squint).isEmpty)
        var unpaired = Self.timeCourse
        unpaired.lidPairTolerance = 0
        #expect(fired(squint, estimator: unpaired) == [.winkRight])
    }

    @Test func anEyeThatDroppedAloneStaysOutOfThePairUnlessTheOtherDropsAsFast() {
        // Two frames the wink set's tune part read (2008_001009-145): the right (image-left) eye falls first,
        // then the left falls as fast a frame later (a lopsided blink), then the eyes read 0.86 and 0.7 of
        // their levels: narrowed together, so both read as the more open (0.78). Had the left eye stayed near
        // its level (a wink), the right stays out of the pair: shut beside an open left eye.
        func last(_ trace: [(Double, Double)]) -> (left: Double, right: Double) {
            var estimator = Self.timeCourse
            var eyes = (left: 1.0, right: 1.0)
            for (index, fractions) in (Array(repeating: (1.0, 1.0), count: 30) + trace).enumerated() {
                eyes = estimator.openness(
                    in: EyeOpennessEstimatorLidTests.image, landmarks: EyeOpennessEstimatorLidTests.landmarks,
                    lidOpenings: [fractions.0 * Self.level, fractions.1 * Self.level], learn: index < 30)
            }
            return eyes
        }
        let blink = last([(0.6, 0.97), (0.62, 0.55), (0.86, 0.7)])
        #expect(abs(blink.left - blink.right) < 1e-9 && blink.left > 0.5)
        let wink = last([(0.6, 0.97), (0.62, 0.95), (0.7, 0.86)])
        #expect(wink.right == 0 && wink.left > 0.5)
    }
}
