import FaceNavCore
import Foundation
import FrameSources
import SceneApp
import Testing

@testable import FaceTracking

/// Megamind's eye closures (see `MegamindTrackingTests`) with the iris-landmark model reading the lids, tracked
/// as the app tracks (its default cascades: LBP, then Haar where LBP finds nothing).
@Suite struct MegamindEyeModelTests {
    static let measurements: [FaceMeasurement] = {
        guard let cascades = try? CascadeFallback.defaultCascadeNames.map({ try Cascade.named($0) }),
            let predictor = try? ShapePredictor(),
            let reader = try? Y4MReader(path: MegamindTrackingTests.video),
            let model = try? IrisLandmarkModel(contentsOf: WinkVideo.irisModelPath)
        else { return [] }
        var tracker = FaceTracker(cascades: cascades, predictor: predictor)
        tracker.eyeModel = model
        var result: [FaceMeasurement] = []
        while let frame = try? reader.nextFrame() { result.append(tracker.measure(frame)) }
        return result
    }()

    @Test func bothNamedEyeClosuresAreStillFoundAsBothEyesClosed() {
        let m = Self.measurements
        #expect(m.count == 270, "needs make fixtures, make models, make deps")
        for interval in MegamindTrackingTests.namedClosures {
            let closed = interval.filter { $0 < m.count && MegamindTrackingTests.bothClosed(m[$0]) }
            print("Megamind with the eye model: both eyes closed in frames \(closed) of \(interval)")
            #expect(closed.count >= 3, "frames \(interval): both eyes closed only in \(closed)")
        }
    }

    /// Turned faces narrow the far eye's outline (see `EyeOpennessEstimator.lidMaximumYaw`); no wink, no
    /// closure, nothing at all may fire on this video, whose eyes only blink and look down.
    @Test func noGestureFiresOnTheWholeVideo() {
        var engine = GestureEngine()
        let fired = Self.measurements.flatMap { engine.update($0) }
        #expect(Self.measurements.count == 270 && fired.isEmpty, "fired \(fired)")
    }
}
