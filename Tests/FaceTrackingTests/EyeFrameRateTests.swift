import FaceNavCore
import Testing

@testable import FaceTracking

/// The lids' reading in seconds, not frames (issue 19, branch winks25): an eye's open level spans the same
/// time at 15, 30 and 60 frames a second (`OpenLevel.duration`), and a stream started again (its frames'
/// time gone backwards) starts the eyes' time course afresh. Each frame gives each eye's lid opening, the
/// image-left eye first, on the lid tests' blank face (`EyeOpennessEstimatorLidTests`).
@Suite struct EyeFrameRateTests {
    /// The (left, right) readings of a stream at `fps` whose lids open `level` for 8 s, then `level` * 0.8
    /// (a lasting change of light), keyed by the whole seconds since the change.
    func afterADimming(fps: Int, level: Double = 0.25) -> [Int: (left: Double, right: Double)] {
        var estimator = EyeOpennessEstimator()
        var readings: [Int: (left: Double, right: Double)] = [:]
        for index in 0..<(14 * fps) {
            let time = Double(index) / Double(fps)
            let lid = time < 8 - 1e-9 ? level : 0.8 * level
            let eyes = estimator.openness(
                in: EyeOpennessEstimatorLidTests.image, landmarks: EyeOpennessEstimatorLidTests.landmarks,
                lidOpenings: [lid, lid], time: time, learn: true)
            if index % fps == 0, time > 8 { readings[Int((time - 8).rounded())] = eyes }
        }
        return readings
    }

    @Test func anEyesLevelFollowsALastingChangeOfLightInTheSameSecondsAtAnyRate() {
        // The level, the 75th percentile of the last 6 s, reaches the dimmer reading 4.5 s after the change;
        // until then both eyes read narrowed (0.8 of their level: 0.44). Over the last 180 readings, at 15 fps
        // that took 9 s.
        let at30 = afterADimming(fps: 30)
        #expect(at30[4]!.left < 0.5 && at30[5]!.left == 1)
        for fps in [15, 60] {
            let other = afterADimming(fps: fps)
            for second in 1...5 {
                #expect(other[second]! == at30[second]!, "at \(fps) fps, \(second) s after the change")
            }
        }
    }

    @Test func aStreamStartedAgainForgetsTheEyesTimeCourse() {
        // 3 s of open eyes, then the clock goes back (a new clip, a camera restarted): the image-left eye
        // reads 0.72 of its level and the other 0.91, narrowed together and read alike by the pair rule. Had
        // the old stream's last frames been kept, the image-left eye would have seemed to drop alone from
        // them, left the pair 0.1 s later and read shut beside an open eye: a wink from a squint.
        var estimator = EyeOpennessEstimator()
        let level = 0.25
        func read(_ fractions: (Double, Double), at time: Double, learn: Bool) -> (left: Double, right: Double) {
            estimator.openness(
                in: EyeOpennessEstimatorLidTests.image, landmarks: EyeOpennessEstimatorLidTests.landmarks,
                lidOpenings: [fractions.0 * level, fractions.1 * level], time: time, learn: learn)
        }
        for index in 0..<90 { _ = read((1, 1), at: 10 + Double(index) / 30, learn: true) }
        for index in 0..<15 {
            let eyes = read((0.72, 0.91), at: Double(index) / 30, learn: false)
            #expect(eyes.left == eyes.right, "frame \(index) after the clock went back")
        }
    }
}
