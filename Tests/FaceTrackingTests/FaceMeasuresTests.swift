import Testing

@testable import FaceTracking

@Suite struct FaceMeasuresTests {
    @Test func aspectRatioFallsAsTheLidsClose() {
        var face = SyntheticFace()
        let open = EyeMeasures.aspectRatio(face.landmarks()[36..<42])
        face.landmarkEyes = (0.2, 1)
        let closed = EyeMeasures.aspectRatio(face.landmarks()[36..<42])
        #expect(open > 0.22 && open < 0.4)
        #expect(closed < 0.5 * open)
    }

    @Test func pixelsTellAnOpenEyeFromAShutOneWhateverTheLandmarksSay() {
        var face = SyntheticFace()
        let frame = face.frame(index: 0)
        let open = EyeMeasures.contrast(in: frame.luma, eye: face.landmarks()[36..<42])
        face.pixelEyes = (false, true)
        let shut = EyeMeasures.contrast(in: face.frame(index: 0).luma, eye: face.landmarks()[36..<42])
        #expect(open > 1)
        #expect(shut < 0.5 * open)
    }

    /// Teaches the estimator open eyes, then shows a frame.
    func openness(after face: SyntheticFace, mirrored: Bool) -> (left: Double, right: Double) {
        var estimator = EyeOpennessEstimator(mirrored: mirrored)
        let open = SyntheticFace()
        for i in 0..<10 {
            _ = estimator.openness(in: open.frame(index: i).luma, landmarks: open.landmarks(), learn: true)
        }
        return estimator.openness(in: face.frame(index: 10).luma, landmarks: face.landmarks(), learn: false)
    }

    @Test func aWinkReadsAsOneEyeClosedAndTheOtherOpen() {
        // The landmarks barely move (the model's shape prior), the pixels show the lid.
        var face = SyntheticFace()
        face.landmarkEyes = (1, 0.85)
        face.pixelEyes = (true, false)  // the eye on the image's right: the user's left in an unmirrored camera
        let seen = openness(after: face, mirrored: false)
        #expect(seen.left < 0.4, "left \(seen.left)")
        #expect(seen.right > 0.6, "right \(seen.right)")
        let mirrored = openness(after: face, mirrored: true)
        #expect(mirrored.right < 0.4 && mirrored.left > 0.6)
    }

    @Test func bothEyesClosedAndOpen() {
        var face = SyntheticFace()
        let open = openness(after: face, mirrored: false)
        #expect(open.left > 0.9 && open.right > 0.9)
        face.landmarkEyes = (0.3, 0.3)
        face.pixelEyes = (false, false)
        let closed = openness(after: face, mirrored: false)
        #expect(closed.left < 0.2 && closed.right < 0.2)
    }

    @Test func mouthOpennessGrowsWithTheInnerLipGap() {
        var face = SyntheticFace()
        #expect(MouthMeasures.openness(face.landmarks()) < 0.05)
        face.mouthGap = 15
        let half = MouthMeasures.openness(face.landmarks())
        face.mouthGap = 40
        let wide = MouthMeasures.openness(face.landmarks())
        #expect(half > 0.2 && half < 0.6)
        #expect(wide == 1)
    }

    @Test func tongueOutIsARedRegionBelowTheLips() {
        var face = SyntheticFace()
        face.mouthGap = 10
        let open = MouthMeasures.tongue(face.frame(index: 0), landmarks: face.landmarks())
        face.tongueOut = true
        let out = MouthMeasures.tongue(face.frame(index: 0), landmarks: face.landmarks())
        let grey = MouthMeasures.tongue(face.frame(index: 0, colour: false), landmarks: face.landmarks())
        #expect(open < 0.3, "mouth open, no tongue: \(open)")
        #expect(out > 0.7, "tongue out: \(out)")
        #expect(grey == 0)
    }

    @Test func baselineRisesQuicklyAndFallsSlowly() {
        var baseline = RunningBaseline()
        baseline.update(1)
        for _ in 0..<30 { baseline.update(2) }
        #expect(baseline.value! > 1.9)
        for _ in 0..<30 { baseline.update(0.2) }
        #expect(baseline.value! > 1.5)
        #expect(abs(baseline.fraction(1) - 1 / baseline.value!) < 1e-12)
    }
}
