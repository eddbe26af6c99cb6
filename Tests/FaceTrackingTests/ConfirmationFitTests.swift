import FaceNavCore
import Testing

@testable import FaceTracking

/// A confirmation that finds the face where the landmarks were fitted keeps their fit
/// (`FaceTrackerSettings.confirmationAgreement`); one that finds it elsewhere fits again.
@Suite struct ConfirmationFitTests {
    typealias Tracker = FaceTracker<ScriptedDetector, ScriptedPredictor>

    /// The jaw's width (landmarks 0 to 16) on each of `frames` frames of a still face whose confirming
    /// detector draws boxes 0.9 of the true one's size, and the predictions made.
    func jawWidths(agreement: Double, frames: Int = 11) -> (widths: [Double], predictions: Int) {
        let scene = ScriptedScene()
        scene.confirmingBoxScale = 0.9
        scene.fitFollowsBoxSize = true
        var settings = FaceTrackerSettings()
        settings.cutDifference = 256
        settings.recordsLandmarks = true
        settings.confirmationAgreement = agreement
        var tracker = Tracker(
            detector: ScriptedDetector(scene: scene), predictor: ScriptedPredictor(scene: scene), settings: settings)
        let face = SyntheticFace()
        scene.face = face
        let widths = (0..<frames).map { i -> Double in
            let points = tracker.measure(face.frame(index: i)).landmarks ?? []
            return points.count == 68 ? points[16][0] - points[0][0] : 0
        }
        return (widths, scene.predictions)
    }

    @Test func aBreathingDetectorBoxNoLongerMovesTheFit() {
        let refit = jawWidths(agreement: 0)
        // Fitted again from the confirming box on frames 5 and 10: the fit shrinks with it.
        #expect(refit.widths[5] < 0.93 * refit.widths[4], "\(refit.widths)")
        #expect(refit.predictions == 13)
        let kept = jawWidths(agreement: 0.15)
        #expect(kept.widths.allSatisfy { $0 > 0 && abs($0 - kept.widths[0]) < 1.5 }, "\(kept.widths)")
        // One prediction a frame: the confirmations that agree save theirs.
        #expect(kept.predictions == 11)
    }

    @Test func aConfirmingBoxFurtherOffThanTheToleranceFitsAgain() {
        // 0.9 of the size is outside a tolerance of 0.05 (a factor 1.05): frame 5 fits again from the
        // detector's box, and frame 10's, now agreeing with the fit, keeps it.
        let refit = jawWidths(agreement: 0.05)
        #expect(refit.widths[5] < 0.93 * refit.widths[4], "\(refit.widths)")
        #expect(abs(refit.widths[10] - refit.widths[9]) < 1.5, "\(refit.widths)")
        #expect(refit.predictions == 12)
    }

    @Test func boxesAgreeWithinTheToleranceOfTheirCentresAndWidths() {
        let box = PixelRect(x: 100, y: 100, width: 100, height: 100)
        #expect(Tracker.agree(box, PixelRect(x: 108, y: 94, width: 100, height: 100), within: 0.1))
        #expect(!Tracker.agree(box, PixelRect(x: 109, y: 95, width: 100, height: 100), within: 0.1))
        #expect(Tracker.agree(box, PixelRect(x: 96, y: 96, width: 109, height: 109), within: 0.1))
        #expect(!Tracker.agree(box, PixelRect(x: 94, y: 94, width: 112, height: 112), within: 0.1))
        #expect(Tracker.agree(box, PixelRect(x: 105, y: 105, width: 91, height: 91), within: 0.1))
        #expect(!Tracker.agree(box, PixelRect(x: 105, y: 105, width: 90, height: 90), within: 0.1))
        #expect(!Tracker.agree(box, box, within: 0), "a tolerance of 0 always fits again")
    }
}
