import FaceNavCore
import Foundation
import FrameSources
import Testing

@testable import FaceTracking

/// The tracker on real video runs the iris model only when an eye may have changed (`EyeChangeGate`):
/// on a face that drifts and rolls a little with its eyes open, on few frames; on the first frame of a
/// face found afresh, on both eyes. That every wink is still read is `WinkVideoTests`' and
/// `MegamindEyeModelTests`' part, which track with the same gate.
@Suite struct EyeModelGatingTests {
    static func video(_ width: Int) -> String { TestImages.url(".fixtures/face-sizes/face-\(width).y4m").path }

    func tracker() throws -> (FaceTracker<CascadeDetector, ShapePredictor>, CountingEyeModel) {
        let model = CountingEyeModel(try IrisLandmarkModel(contentsOf: WinkVideo.irisModelPath))
        var tracker = FaceTracker(cascade: try Cascade.named("lbp"), predictor: try ShapePredictor())
        tracker.eyeModel = model
        return (tracker, model)
    }

    @Test(arguments: [100, 200, 350])
    func theModelRunsOnWellUnderHalfTheFramesOfAFaceSizeVideo(_ width: Int) throws {
        let (tracker0, model) = try #require(
            try? tracker(), "needs make models, make deps")
        var tracker = tracker0
        let reader = try #require(try? Y4MReader(path: Self.video(width)), "needs make fixtures")
        var frames = 0
        var framesWithARun = 0
        var found = 0
        while let frame = try reader.nextFrame() {
            let before = model.runs
            let measurement = tracker.measure(frame)
            frames += 1
            if measurement.faceFound { found += 1 }
            if model.runs > before { framesWithARun += 1 }
        }
        print(
            "face-\(width): the model ran \(model.runs) times (\(String(format: "%.2f", Double(model.runs) / Double(frames))) a frame) on \(framesWithARun) of \(frames) frames; face found in \(found)"
        )
        #expect(frames == 120 && found == 120)
        #expect(Double(framesWithARun) < 0.3 * Double(frames), "\(framesWithARun) of \(frames)")
        #expect(Double(model.runs) < 0.5 * Double(frames), "\(model.runs) runs in \(frames) frames")
    }

    @Test func aFaceLostAndFoundAgainIsReadAtOnceOnBothEyes() throws {
        var (tracker, model) = try tracker()
        let frames = try Y4MReader(path: Self.video(200)).nextFrames(25)
        #expect(frames.count == 25)
        for frame in frames.prefix(20) { _ = tracker.measure(frame) }
        // By frame 20 the eyes have been still for longer than the settling frames.
        var before = model.runs
        _ = tracker.measure(frames[20])
        #expect(model.runs == before, "the model ran on a still eye")
        let blank = Frame(time: frames[20].time + 0.01, index: 21, luma: GrayImage(width: 640, height: 480))
        #expect(!tracker.measure(blank).faceFound)
        before = model.runs
        #expect(tracker.measure(frames[21]).faceFound)
        #expect(model.runs == before + 2)
    }
}

extension Y4MReader {
    /// The next `count` frames (fewer at the end of the video).
    func nextFrames(_ count: Int) throws -> [Frame] {
        var frames: [Frame] = []
        while frames.count < count, let frame = try nextFrame() { frames.append(frame) }
        return frames
    }
}
