import Foundation
import Testing

@testable import FaceTracking

/// `EyeOpennessEstimator` with the lids' readings: each eye against its own baseline, left and right the
/// user's own, turned faces and fresh faces handled.
@Suite struct EyeOpennessEstimatorLidTests {
    /// 68 points whose eyes are level and open (aspect ratio 0.3), enough for the landmark reading.
    static let landmarks: [PixelPoint] = (0..<68).map { i in
        let eye = [(0, 0), (10, -3), (20, -3), (30, 0), (20, 3), (10, 3)]
        if (36..<48).contains(i) {
            let (x, y) = eye[(i - 36) % 6]
            return PixelPoint(x: Double(x + (i < 42 ? 20 : 70)), y: Double(y + 40))
        }
        return PixelPoint(x: Double(i), y: 90)
    }
    static let image = GrayImage(width: 120, height: 120, filledWith: 128)

    func settled(mirrored: Bool = false) -> EyeOpennessEstimator {
        var estimator = EyeOpennessEstimator(mirrored: mirrored)
        for _ in 0..<30 {
            _ = estimator.openness(in: Self.image, landmarks: Self.landmarks, lidOpenings: [0.25, 0.25], learn: true)
        }
        return estimator
    }

    @Test func aShutImageLeftEyeIsTheUsersRightUnlessMirrored() {
        var plain = settled()
        let wink = plain.openness(in: Self.image, landmarks: Self.landmarks, lidOpenings: [0.12, 0.25], learn: true)
        #expect(wink.right == 0 && wink.left == 1)
        var mirrored = settled(mirrored: true)
        let selfie = mirrored.openness(
            in: Self.image, landmarks: Self.landmarks, lidOpenings: [0.12, 0.25], learn: true)
        #expect(selfie.left == 0 && selfie.right == 1)
    }

    @Test func betweenTheFractionsTheReadingIsLinear() {
        var estimator = settled()
        // 0.81 of the baseline, halfway between 0.72 and 0.9.
        let half = estimator.openness(
            in: Self.image, landmarks: Self.landmarks, lidOpenings: [0.2025, 0.25], learn: false)
        #expect(abs(half.right - 0.5) < 1e-6)
    }

    @Test func eyesNarrowedTogetherReadAlikeAndAWinkOrBlinkStill() {
        // Single frames after open ones: the pair rule alone, without the eyes' time course (a fall this fast
        // beside an eye near its level is a lone drop, a wink's: `LoneDropTraceTests`).
        var estimator = settled()
        estimator.keepsLoneDropOutOfPair = false
        // A squint the model sees deeper on one eye: 0.72 and 0.91 of the level read 0 and 1 alone.
        let squint = estimator.openness(
            in: Self.image, landmarks: Self.landmarks, lidOpenings: [0.18, 0.2275], learn: false)
        #expect(squint.left == 1 && squint.right == 1)
        // A wink's shut eye lies further below its open partner (0.6 against 0.96).
        let wink = estimator.openness(
            in: Self.image, landmarks: Self.landmarks, lidOpenings: [0.15, 0.24], learn: false)
        #expect(wink.right == 0 && wink.left == 1)
        // A wink beside an eye about at its level is no narrowing together, however close (0.76 against 0.95).
        let close = estimator.openness(
            in: Self.image, landmarks: Self.landmarks, lidOpenings: [0.19, 0.2375], learn: false)
        #expect(close.right < 0.5 && close.left == 1)
        // A blink read lopsided (0.4 and 0.56 of the level): both shut.
        let blink = estimator.openness(
            in: Self.image, landmarks: Self.landmarks, lidOpenings: [0.1, 0.14], learn: false)
        #expect(blink.left == 0 && blink.right == 0)
    }

    @Test func anEyeSeenShutDeepInBlinksReadsADipAsOpenAndStillReadsItsWinks() {
        // One eye dips to 0.76 of its level (a squint the model sees on that eye only): shut by the fixed ramp.
        var fixed = settled()
        let dip = fixed.openness(in: Self.image, landmarks: Self.landmarks, lidOpenings: [0.19, 0.25], learn: false)
        #expect(dip.right < 0.5 && dip.left == 1)
        // After blinks that read both eyes at 0.3 of their level, the eye reads shut halfway between 0.3
        // and its level (0.65), so the dip reads open and a wink (0.4) still reads shut.
        var blinked = settled()
        for _ in 0..<3 {
            _ = blinked.openness(in: Self.image, landmarks: Self.landmarks, lidOpenings: [0.075, 0.075], learn: true)
        }
        let after = blinked.openness(
            in: Self.image, landmarks: Self.landmarks, lidOpenings: [0.19, 0.25], learn: false)
        #expect(after.right == 1 && after.left == 1)
        let wink = blinked.openness(in: Self.image, landmarks: Self.landmarks, lidOpenings: [0.1, 0.25], learn: false)
        #expect(wink.right == 0 && wink.left == 1)
        // One eye shut alone (a wink) is no blink: its depth does not move where the eye reads shut.
        var winked = settled()
        for _ in 0..<10 {
            _ = winked.openness(in: Self.image, landmarks: Self.landmarks, lidOpenings: [0.075, 0.25], learn: true)
        }
        let afterWink = winked.openness(
            in: Self.image, landmarks: Self.landmarks, lidOpenings: [0.19, 0.25], learn: false)
        #expect(afterWink.right < 0.5)
        // Blinks read shallow (0.7 of the level) never raise that point.
        var shallow = settled()
        for _ in 0..<3 {
            _ = shallow.openness(in: Self.image, landmarks: Self.landmarks, lidOpenings: [0.175, 0.175], learn: true)
        }
        let shallowDip = shallow.openness(
            in: Self.image, landmarks: Self.landmarks, lidOpenings: [0.19, 0.25], learn: false)
        #expect(abs(shallowDip.right - dip.right) < 1e-9)
    }

    @Test func aTurnedFaceIsJudgedAgainstItsLevelAtThatTurn() {
        // Frontal open lids 0.25; turned 30° the far eye measures 0.18 while open.
        var estimator = settled()
        let turn = 30 * Double.pi / 180
        let landmarkReading = estimator.openness(
            in: Self.image, landmarks: Self.landmarks, lidOpenings: [0.25, 0.18], yaw: turn, learn: true)
        // No level at that turn yet: the landmarks read it (not the frontal level, against which 0.18 is shut).
        #expect(landmarkReading.left > 0.2)
        for _ in 0..<20 {
            _ = estimator.openness(
                in: Self.image, landmarks: Self.landmarks, lidOpenings: [0.25, 0.18], yaw: turn, learn: true)
        }
        let open = estimator.openness(
            in: Self.image, landmarks: Self.landmarks, lidOpenings: [0.25, 0.18], yaw: turn, learn: false)
        #expect(open.left == 1 && open.right == 1)
        let wink = estimator.openness(
            in: Self.image, landmarks: Self.landmarks, lidOpenings: [0.25, 0.06], yaw: turn, learn: false)
        #expect(wink.left == 0 && wink.right == 1)
        // Back to frontal, the frontal level stands.
        let frontal = estimator.openness(
            in: Self.image, landmarks: Self.landmarks, lidOpenings: [0.25, 0.25], learn: false)
        #expect(frontal.left == 1 && frontal.right == 1)
    }

    @Test func aTurnedFaceKeepsTheLandmarkReading() {
        var estimator = settled()
        var landmarksOnly = estimator
        let expected = landmarksOnly.openness(in: Self.image, landmarks: Self.landmarks, yaw: 0.6, learn: true)
        let turned = estimator.openness(
            in: Self.image, landmarks: Self.landmarks, lidOpenings: [0.05, 0.05], yaw: 0.6, learn: true)
        #expect(turned == expected && turned.left > 0)
        let frontal = estimator.openness(
            in: Self.image, landmarks: Self.landmarks, lidOpenings: [0.05, 0.05], yaw: 0.1, learn: true)
        #expect(frontal.left == 0 && frontal.right == 0)
    }

    @Test func aFaceFoundAfreshLearnsItsOwnLids() {
        var estimator = settled()
        // Someone whose open lids measure 0.15 would read shut against the last face's 0.25.
        let stranger = estimator.openness(
            in: Self.image, landmarks: Self.landmarks, lidOpenings: [0.15, 0.15], learn: true)
        #expect(stranger.left == 0)
        estimator.forgetLidBaselines()
        // Until the new face's eyes have half a second of readings, the prior for all faces reads them:
        // 0.15 lies three quarters of the way from its shut end (0.12) to its open end (0.16).
        let first = estimator.openness(
            in: Self.image, landmarks: Self.landmarks, lidOpenings: [0.15, 0.15], learn: true)
        #expect(abs(first.left - 0.75) < 1e-9 && abs(first.right - 0.75) < 1e-9)
        var afresh = (left: 0.0, right: 0.0)
        for _ in 0..<14 {
            afresh = estimator.openness(
                in: Self.image, landmarks: Self.landmarks, lidOpenings: [0.15, 0.15], learn: true)
        }
        #expect(afresh.left == 1 && afresh.right == 1)
        let shut = estimator.openness(
            in: Self.image, landmarks: Self.landmarks, lidOpenings: [0.05, 0.15], learn: true)
        #expect(shut.right == 0 && shut.left == 1)
    }

    @Test func aFaceJustFoundIsReadAgainstThePriorAndANewTurnByItsLandmarks() {
        // A face just found, one eye shut (lids 0.05 of the eye's width apart) and one open (0.25): with no
        // open level yet, the prior reads the wink.
        var estimator = EyeOpennessEstimator()
        let wink = estimator.openness(
            in: Self.image, landmarks: Self.landmarks, lidOpenings: [0.05, 0.25], learn: true)
        #expect(wink.right == 0 && wink.left == 1)
        // Only a reading the prior calls open may stand at the gate.
        #expect(estimator.readsOpen(lidOpening: 0.25, side: 0, yaw: 0))
        #expect(!estimator.readsOpen(lidOpening: 0.14, side: 0, yaw: 0))
        // Once the eyes have a level (frontal), a turn with none yet is read by the landmarks, as with no
        // lid reading at all, and any reading may stand at the gate.
        var seen = settled()
        var landmarksOnly = seen
        let turn = 30 * Double.pi / 180
        let expected = landmarksOnly.openness(in: Self.image, landmarks: Self.landmarks, yaw: turn, learn: false)
        let turned = seen.openness(
            in: Self.image, landmarks: Self.landmarks, lidOpenings: [0.05, 0.05], yaw: turn, learn: false)
        #expect(turned == expected)
        #expect(seen.readsOpen(lidOpening: 0.05, side: 0, yaw: turn))
    }
}
