import FaceNavCore
import Testing

@testable import FaceTracking

/// The detector confirms the followed face every `confirmEvery` frames or `confirmInterval` seconds,
/// whichever comes first (`FaceTracker.confirmationDue`).
@Suite struct ConfirmationCadenceTests {
    /// Region searches made while following a still face for `count` frames `rate` frames a second apart.
    func regionSearches(count: Int, rate: Double, interval: Double? = nil) -> Int {
        let scene = ScriptedScene()
        var settings = FaceTrackerSettings()
        settings.cutDifference = 256
        if let interval { settings.confirmInterval = interval }
        var tracker = FaceTracker(
            detector: ScriptedDetector(scene: scene), predictor: ScriptedPredictor(scene: scene), settings: settings)
        let face = SyntheticFace()
        scene.face = face
        for i in 0..<count {
            var frame = face.frame(index: i)
            frame.time = 100 + Double(i) / rate
            #expect(tracker.measure(frame).faceFound)
        }
        #expect(scene.fullFrameSearches == 1)
        return scene.regionSearches
    }

    @Test func at30FramesASecondEveryFifthFrameComesFirst() {
        #expect(regionSearches(count: 30, rate: 30) == 5)  // frames 5, 10, ... 25
    }

    @Test func at15FramesASecondTheIntervalComesFirst() {
        // 0.2 s is every third frame at 15 fps, though three frames' times add up to a hair under it.
        #expect(regionSearches(count: 30, rate: 15) == 9)  // frames 3, 6, ... 27
        #expect(regionSearches(count: 30, rate: 15, interval: 0) == 5, "0 confirms by frames alone")
    }

    @Test func aSlowCameraIsConfirmedEveryFrameThatComesAfterTheInterval() {
        #expect(regionSearches(count: 10, rate: 4) == 9)
    }
}
