import Foundation
import FrameSources
import Testing

@testable import FaceTracking

@Suite struct ScratchTimingTests {
    @Test func timing() throws {
        let reader = try Y4MReader(path: "/work/fixtures/megamind.y4m")
        var frames: [Frame] = []
        while let f = try reader.nextFrame(), frames.count < 60 { frames.append(f) }
        let predictor = try ShapePredictor()
        var tracker = FaceTracker(cascade: try Cascade.named("lbp"), predictor: predictor)
        let clock = ContinuousClock()
        var total = Duration.zero
        for f in frames[0..<10] { _ = tracker.measure(f) }
        var per: [Duration] = []
        for f in frames[10..<60] { let t = clock.measure { _ = tracker.measure(f) }; per.append(t); total += t }
        per.sort()
        print("TIMING tracker median", per[per.count / 2], "min", per[0])
        let lm = tracker.state.landmarks!
        let box = tracker.state.box!
        var p: [Duration] = []
        for f in frames[10..<40] { p.append(clock.measure { _ = predictor.landmarks(in: f.luma, box: box) }) }
        p.sort(); print("TIMING predictor median", p[p.count / 2])
        let solver = HeadPoseSolver(camera: .approximate(width: 720, height: 528))
        let fit = solver.fit(lm)
        var s: [Duration] = []
        for _ in 0..<30 { s.append(clock.measure { _ = solver.fit(lm, startingFrom: fit) }) }
        s.sort(); print("TIMING solver warm median", s[s.count / 2])
        s = []
        for _ in 0..<30 { s.append(clock.measure { _ = solver.fit(lm) }) }
        s.sort(); print("TIMING solver cold median", s[s.count / 2])
        var e = EyeOpennessEstimator()
        s = []
        for f in frames[10..<40] { s.append(clock.measure { _ = e.openness(in: f.luma, landmarks: lm, learn: true) }) }
        s.sort(); print("TIMING eyes median", s[s.count / 2])
        s = []
        for f in frames[10..<40] { s.append(clock.measure { _ = MouthMeasures.tongue(f, landmarks: lm) }) }
        s.sort(); print("TIMING tongue median", s[s.count / 2])
        s = []
        for f in frames[10..<40] { s.append(clock.measure { _ = FaceTracker<CascadeDetector, ShapePredictor>.thumbnail(of: f.luma) }) }
        s.sort(); print("TIMING thumb median", s[s.count / 2])
        let det = CascadeDetector(cascade: try Cascade.named("lbp"), minNeighbors: 1, minSize: 60)
        let region = FaceTracker<CascadeDetector, ShapePredictor>.region(around: box, scale: 2, in: frames[20].luma)
        s = []
        for f in frames[10..<20] { s.append(clock.measure { _ = det.detectFaces(in: f.luma, region: region) }) }
        s.sort(); print("TIMING region detect median", s[s.count / 2], region)
    }
}
