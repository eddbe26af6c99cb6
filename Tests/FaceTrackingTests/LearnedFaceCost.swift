import FaceNavCore
import Foundation
import FrameSources
import Testing

@testable import FaceTracking

/// What the learned detector costs the tracker, in this thread's CPU time (the debug test build, whose
/// FaceTracking module is compiled with -O): one run of it on a 640x480 frame; a 640x480 frame with no face
/// searched whole with and without it (`TrackingBenchmarks`' made picture of waves, blocks and grain, stamped
/// 30 a second after two seconds, so the turned search runs at its idle pace); and a frame of each face-size
/// video (`.fixtures/face-sizes`, cuts and their searches included) and of the wink set's tune clip
/// 2008_002079-62-wink1-100-blur (a face the learned search finds and confirms first) without it, with it and
/// its switches off (`LearnedFaceSearch.readsColour`, `startsOnKeyPoints`, `confirmsFirst`), and as the app
/// has it. Medians of `passes` passes. Runs only when LEARNED_FACE_COST is set:
///
///     LEARNED_FACE_COST=1 swift test --skip-build --filter LearnedFaceCost
@Suite struct LearnedFaceCost {
    static let passes = 5

    static func cpu() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) * 1e3 + Double(time.tv_nsec) / 1e6
    }

    static func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

    @Test(.enabled(if: ProcessInfo.processInfo.environment["LEARNED_FACE_COST"] != nil))
    func cost() throws {
        let cascades = try CascadeFallback.defaultCascadeNames.map { try Cascade.named($0) }
        let predictor = try ShapePredictor()
        let detector = try LearnedFaceDetector(contentsOf: LearnedFaceDetectorTests.modelPath)
        let empty = GrayImage.withoutFace(width: 640, height: 480)

        var runs: [Double] = []
        for _ in 0..<Self.passes {
            let start = Self.cpu()
            for _ in 0..<20 { #expect(detector.faces(in: empty).isEmpty) }
            runs.append((Self.cpu() - start) / 20)
        }
        print(String(format: "learned detector, one run on 640x480: %.2f ms", Self.median(runs)))

        for learned in [false, true] {
            var perFrame: [Double] = []
            for _ in 0..<Self.passes {
                var tracker = FaceTracker(cascades: cascades, predictor: predictor)
                if learned { tracker.useLearnedDetector(detector) }
                for index in 0..<61 { _ = tracker.measure(Frame(time: Double(index) / 30, index: index, luma: empty)) }
                let start = Self.cpu()
                for index in 61..<101 {
                    #expect(!tracker.measure(Frame(time: Double(index) / 30, index: index, luma: empty)).faceFound)
                }
                perFrame.append((Self.cpu() - start) / 40)
            }
            print(
                String(
                    format: "frame with no face 640x480, whole-frame search, %@ the learned detector: %.2f ms",
                    learned ? "with" : "without", Self.median(perFrame)))
        }

        let paths =
            [100, 200, 350].map { TestImages.url(".fixtures/face-sizes/face-\($0).y4m").path }
            + ["\(WinkSet.directory)/2008_002079-62-wink1-100-blur.y4m"]
        for path in paths {
            var line = "\(URL(fileURLWithPath: path).lastPathComponent) per frame:"
            // Without the learned detector; with it, its switches off (grey, cascade-like box, confirmed on the
            // cascades first); with it as the app has it (`LearnedFaceSearch`'s defaults).
            for (learned, switches) in [(false, false), (true, false), (true, true)] {
                var perFrame: [Double] = []
                var found = 0
                for _ in 0..<Self.passes {
                    var tracker = FaceTracker(cascades: cascades, predictor: predictor)
                    if learned { tracker.useLearnedDetector(detector) }
                    if !switches {
                        tracker.learnedSearch?.readsColour = false
                        tracker.learnedSearch?.startsOnKeyPoints = false
                        tracker.learnedSearch?.confirmsFirst = false
                    }
                    let reader = try Y4MReader(path: path)
                    var frames: [Frame] = []
                    while let frame = try reader.nextFrame() { frames.append(frame) }
                    let start = Self.cpu()
                    found = frames.filter { tracker.measure($0).faceFound }.count
                    perFrame.append((Self.cpu() - start) / Double(frames.count))
                }
                line += String(
                    format: " %@ %.2f ms (%d found)", learned ? (switches ? "with" : "with, switches off") : "without",
                    Self.median(perFrame), found)
            }
            print(line)
        }
    }
}
