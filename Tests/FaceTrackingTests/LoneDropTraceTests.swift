import FaceNavCore
import FaceNavTestSupport
import Testing

@testable import FaceTracking
@testable import SceneApp

/// Readings traces of the iris model's lid openings through `EyeOpennessEstimator` and `GestureEngine`: the
/// squint pair rule judged by the eyes' time course (`keepsLoneDropOutOfPair`). A wink whose shut eye reads
/// half shut while the other eye dips beside it fires; a squint whose eyes narrow together, one deeper, does
/// not; an eye that fell first is paired again when the other follows as fast (a lopsided blink), and stays
/// paired for a blink's time, so a blink whose other eye read open is read as before; the same time course
/// is judged alike at 15, 30 and 60 frames a second. Each frame gives each eye's lid opening as a fraction
/// of its open level (0.25 of the eye's width), the image-left eye first: unmirrored, the user's right.
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
                lidOpenings: lids, time: Double(index) / 30, learn: true)
            let measurement = FaceMeasurement(
                time: Double(index) / 30, eyeLeft: eyes.left, eyeRight: eyes.right, quality: 1)
            gestures += engine.update(measurement)
        }
        return gestures
    }

    /// The estimator as it is by default: with the time course (`keepsLoneDropOutOfPair`).
    static var timeCourse: EyeOpennessEstimator { EyeOpennessEstimator() }

    /// The estimator with the pair rule on each frame alone.
    var frameByFrame: EyeOpennessEstimator {
        var estimator = EyeOpennessEstimator()
        estimator.keepsLoneDropOutOfPair = false
        return estimator
    }

    /// The (left, right) readings of `trace`'s frames (after a second of open eyes), read at 30 fps.
    func readings(_ trace: [(Double, Double)], estimator: EyeOpennessEstimator = Self.timeCourse) -> [(
        left: Double, right: Double
    )] {
        var estimator = estimator
        var eyes: [(left: Double, right: Double)] = []
        for (index, fractions) in (Array(repeating: (1.0, 1.0), count: 30) + trace).enumerated() {
            eyes.append(
                estimator.openness(
                    in: EyeOpennessEstimatorLidTests.image, landmarks: EyeOpennessEstimatorLidTests.landmarks,
                    lidOpenings: [fractions.0 * Self.level, fractions.1 * Self.level], time: Double(index) / 30,
                    learn: index < 30))
        }
        return Array(eyes.dropFirst(30))
    }

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
        // Frames the wink set's tune part read (2008_001009-145): the right (image-left) eye falls first,
        // then the left falls as fast a frame later (a lopsided blink), then the eyes read 0.86 and 0.7 of
        // their levels: narrowed together, so both read as the more open (0.78). Had the left eye stayed near
        // its level (a wink), the right, shut alone for more than a blink's 0.1 s, stays out of the pair:
        // shut beside an open left eye.
        let blink = readings([(0.6, 0.97), (0.62, 0.55), (0.86, 0.7)]).last!
        #expect(abs(blink.left - blink.right) < 1e-9 && blink.left > 0.5)
        let wink = readings([(0.6, 0.97), (0.62, 0.95), (0.6, 0.96), (0.62, 0.97), (0.7, 0.86)]).last!
        #expect(wink.right == 0 && wink.left > 0.5)
    }

    @Test func aBlinkWhoseOtherEyeReadOpenIsPairedForABlinksTime() {
        // The wink set's tune part's 2008_001009-145-nowink-260-noise-jpeg, frames 47-52: the user's left
        // (image-right) eye blinks, 0.76-0.55 of its level, while the reader sees the other open (0.89-1.03).
        // On the blink's last shut frame (0.75 beside 0.92, 0.1 s after the drop) the pair reads both open,
        // as frame by frame: leaving the pair at the drop read it shut there and held the closure a frame
        // longer, nearer a false wink.
        let blink = [(1.0, 0.76), (0.89, 0.56), (0.91, 0.55), (0.92, 0.75), (1.03, 0.81), (0.97, 0.91)]
        let timeCourse = readings(blink)
        #expect(timeCourse[3].left == 1 && timeCourse[3].right == 1)
        var atTheDrop = Self.timeCourse
        atTheDrop.loneBlinkTime = 0
        #expect(readings(blink, estimator: atTheDrop)[3].left < 0.5)
        let frameByFrame = readings(blink, estimator: frameByFrame)
        #expect(zip(timeCourse, frameByFrame).allSatisfy { $0.left == $1.left && $0.right == $1.right })
    }

    @Test func theSameTimeCourseIsJudgedAlikeAt15And60FramesASecond() {
        // Step changes of each eye's lid at times every rate samples (multiples of 1/15 s), after 2 s open:
        // a wink whose other eye dips twice; a lopsided blink whose other eye falls 1/15 s after the first
        // (4 frames at 60 fps), paired again; an eye falling 0.2 s after the first (3 frames at 15 fps),
        // not a blink, so the first stays out of the pair. Counted in frames, the last two judged otherwise.
        // (Only the readings are compared: the engine's closures count frames, and its judgement of the
        // last course, a wink or not, turns on how many frames of it the other eye read open.)
        typealias Course = (Double) -> (Double, Double)
        let wink: Course = { t in
            let dip = (0.2..<0.267).contains(t) || (0.4..<0.467).contains(t)
            return (0.7, dip ? 0.86 : 0.97)
        }
        let lopsided: Course = { t in (t < 0.3 ? 0.6 : 0.86, t < 1.0 / 15 - 1e-9 ? 0.97 : 0.78) }
        let late: Course = { t in (0.6, t < 0.2 - 1e-9 ? 0.97 : 0.78) }
        func read(_ course: Course, fps: Int) -> (readings: [Double: (left: Double, right: Double)], fired: [Gesture]) {
            var estimator = EyeOpennessEstimator()
            var engine = GestureEngine()
            var readings: [Double: (left: Double, right: Double)] = [:]
            var fired: [Gesture] = []
            let start = 2 * fps
            for index in 0..<(start + fps) {
                let time = Double(index) / Double(fps)
                let since = time - 2
                let fractions = index < start ? (1.0, 1.0) : since < 0.6 - 1e-9 ? course(since) : (1.0, 1.0)
                let eyes = estimator.openness(
                    in: EyeOpennessEstimatorLidTests.image, landmarks: EyeOpennessEstimatorLidTests.landmarks,
                    lidOpenings: [fractions.0 * Self.level, fractions.1 * Self.level], time: time,
                    learn: index < start)
                // Keyed by the frame's place in 1/60 s, so the rates' common times meet.
                if index >= start { readings[(since * 60).rounded()] = eyes }
                fired += engine.update(
                    FaceMeasurement(time: time, eyeLeft: eyes.left, eyeRight: eyes.right, quality: 1))
            }
            return (readings, fired)
        }
        for course in [wink, lopsided, late] {
            let at30 = read(course, fps: 30)
            for fps in [15, 60] {
                let other = read(course, fps: fps)
                for (key, eyes) in other.readings where at30.readings[key] != nil {
                    #expect(eyes == at30.readings[key]!, "at \(fps) fps, \(key / 60) s into the course")
                }
            }
        }
        for fps in [15, 30, 60] { #expect(read(wink, fps: fps).fired == [.winkRight]) }
        // The lopsided blink paired: both eyes read as the more open (0.78 of its level); the late fall not.
        let blink = read(lopsided, fps: 30).readings[6]!
        #expect(blink.left == blink.right && blink.left > 0)
        let late30 = read(late, fps: 30).readings[24]!
        #expect(late30.right == 0 && late30.left > 0)
    }
}
