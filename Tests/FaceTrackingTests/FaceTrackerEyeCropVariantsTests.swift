import FaceNavCore
import Foundation
import Testing

@testable import FaceTracking

/// The tracker with `FaceTrackerSettings.eyeCropVariants`: each time the model reads an eye it reads the
/// eye's own crop and each variant, and the eye's reading, the one its `EyeChangeGate` holds, is their median.
@Suite struct FaceTrackerEyeCropVariantsTests {
    func tracker(_ variants: EyeCropVariants, eyes: CyclingEyeModel, scene: ScriptedScene) -> FaceTracker<
        ScriptedDetector, ScriptedPredictor
    > {
        var settings = FaceTrackerSettings()
        settings.eyeCropVariants = variants
        var tracker = FaceTracker(
            detector: ScriptedDetector(scene: scene), predictor: ScriptedPredictor(scene: scene), settings: settings)
        tracker.eyeModel = eyes
        return tracker
    }

    @Test func eachReadingIsTheMedianOfTheEyesOwnCropAndItsVariants() throws {
        let scene = ScriptedScene()
        let face = SyntheticFace()
        scene.face = face
        // The own crop reads an outlier of 0.05 (shut), the wider one 0.30, the narrower 0.31.
        let eyes = CyclingEyeModel([0.05, 0.30, 0.31])
        var tracker = tracker(EyeCropVariants([.init(scale: 1.1), .init(scale: 0.9)]), eyes: eyes, scene: scene)
        var first: FaceMeasurement?
        for i in 0..<3 where first?.faceFound != true { first = tracker.measure(face.frame(index: i)) }
        let found = try #require(first)
        #expect(found.faceFound)
        let crops = eyes.crops
        #expect(crops.count == 6, "three crops an eye")
        for eye in 0..<2 {
            let (own, wider, narrower) = (crops[3 * eye], crops[3 * eye + 1], crops[3 * eye + 2])
            #expect(wider.center == own.center && narrower.center == own.center)
            #expect(abs(wider.step / own.step - 1.1) < 1e-9 && abs(narrower.step / own.step - 0.9) < 1e-9)
            let held = try #require(tracker.state.eyeGates[eye].last?.lidOpening)
            #expect(abs(held - 0.30) < 1e-6, "the gate holds the median, \(held)")
        }
        #expect(found.eyeLeft > 0.9 && found.eyeRight > 0.9, "the shut outlier is outvoted")
    }

    @Test func withoutVariantsTheOwnCropAloneIsRead() throws {
        let scene = ScriptedScene()
        let face = SyntheticFace()
        scene.face = face
        let eyes = CyclingEyeModel([0.30, 0.05, 0.31])
        var tracker = tracker(EyeCropVariants(), eyes: eyes, scene: scene)
        var found = false
        for i in 0..<3 where !found { found = tracker.measure(face.frame(index: i)).faceFound }
        #expect(found)
        #expect(eyes.crops.count == 2)
        #expect(tracker.state.eyeGates[1].last?.lidOpening.isApproximately(0.05) == true)
    }

    @Test func theGateStillHoldsASteadyOpenEyeBetweenReadings() {
        let scene = ScriptedScene()
        let face = SyntheticFace()
        scene.face = face
        let eyes = CyclingEyeModel([0.30, 0.29, 0.31])
        var tracker = tracker(EyeCropVariants([.init(scale: 1.1), .init(scale: 0.9)]), eyes: eyes, scene: scene)
        for i in 0..<30 { _ = tracker.measure(face.frame(index: i)) }
        // A still face for a second: read on the first frames and again at the gate's maximum age, all three
        // crops each time, far from every frame's six.
        #expect(eyes.crops.count % 3 == 0)
        #expect(eyes.crops.count <= 6 * 8, "\(eyes.crops.count) crops in 30 frames")
    }
}

extension Double {
    fileprivate func isApproximately(_ other: Double) -> Bool { abs(self - other) < 1e-6 }
}
