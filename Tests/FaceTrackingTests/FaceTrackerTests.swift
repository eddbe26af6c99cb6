import FaceNavCore
import Testing

@testable import FaceTracking

/// What the camera is showing right now, shared by the scripted detector and predictor.
final class ScriptedScene {
    var face: SyntheticFace?
    /// Whether the detector can see the face (a cascade misses turned or covered faces).
    var detectable = true
    var fullFrameSearches = 0
    var regionSearches = 0
    var predictions = 0
    /// Whether the predictor, off the face, draws a scrambled shape (as on a poor fit) rather than a clean one.
    var scrambledOffFace = false
    /// The confirming detector's box as a fraction of the true box, about its centre: a box that breathes.
    var confirmingBoxScale = 1.0
    /// Whether the predictor's fit on the face scales with the box it is given, as dlib's does in part.
    var fitFollowsBoxSize = false

    /// The face's box as a detector would give it: the landmarks' bounds, a little larger.
    var trueBox: PixelRect? {
        guard let face else { return nil }
        let points = face.landmarks()
        let x0 = points.map(\.x).min()!
        let x1 = points.map(\.x).max()!
        let y0 = points.map(\.y).min()!
        let y1 = points.map(\.y).max()!
        return PixelRect(x: Int(x0) - 5, y: Int(y0) - 10, width: Int(x1 - x0) + 10, height: Int(y1 - y0) + 12)
    }
}

struct ScriptedDetector: FaceDetector {
    let scene: ScriptedScene
    func detectFaces(in image: GrayImage, region: PixelRect?) -> [PixelRect] {
        if let region {
            scene.regionSearches += 1
            guard scene.detectable, let box = scene.trueBox, region.overlap(with: box) > 0 else { return [] }
            guard scene.confirmingBoxScale != 1 else { return [box] }
            let (cx, cy) = box.centre
            let (width, height) = (
                Double(box.width) * scene.confirmingBoxScale, Double(box.height) * scene.confirmingBoxScale
            )
            return [
                PixelRect(
                    x: Int((cx - width / 2).rounded()), y: Int((cy - height / 2).rounded()),
                    width: Int(width.rounded()), height: Int(height.rounded()))
            ]
        }
        scene.fullFrameSearches += 1
        guard scene.detectable, let box = scene.trueBox else { return [] }
        return [box]
    }
}

/// Finds the scripted face when the box is on it; elsewhere, like the real model, it still draws a face
/// shape filling the box.
struct ScriptedPredictor: LandmarkPredictor {
    let scene: ScriptedScene
    func landmarks(in image: GrayImage, box: PixelRect) -> [PixelPoint] {
        scene.predictions += 1
        if let face = scene.face, let truth = scene.trueBox, truth.overlap(with: box) > 0.4 {
            guard scene.fitFollowsBoxSize else { return face.landmarks() }
            let factor = Double(box.width) / Double(truth.width)
            let (cx, cy) = truth.centre
            return face.landmarks().map { PixelPoint(x: cx + ($0.x - cx) * factor, y: cy + ($0.y - cy) * factor) }
        }
        let template = SyntheticFace().landmarks()
        let x0 = template.map(\.x).min()!
        let y0 = template.map(\.y).min()!
        let scale = Double(box.width) / (template.map(\.x).max()! - x0)
        return template.enumerated().map { i, p in
            let jitter = scene.scrambledOffFace ? Double((i * 37) % 11 - 5) * 0.05 * Double(box.width) : 0
            return PixelPoint(
                x: Double(box.x) + (p.x - x0) * scale + jitter, y: Double(box.y) + (p.y - y0) * scale - jitter)
        }
    }
}

@Suite struct FaceTrackerTests {
    /// A tracker on the scripted scene; its cut detection is off unless `noticesCuts`, since the synthetic
    /// face's jumps change much of the small frame.
    func tracker(_ scene: ScriptedScene, mirrored: Bool = false, noticesCuts: Bool = false)
        -> FaceTracker<ScriptedDetector, ScriptedPredictor>
    {
        var settings = FaceTrackerSettings()
        settings.mirrored = mirrored
        if !noticesCuts { settings.cutDifference = 256 }
        return FaceTracker(
            detector: ScriptedDetector(scene: scene), predictor: ScriptedPredictor(scene: scene), settings: settings)
    }

    @Test func detectsOnceThenFollowsTheLandmarks() {
        let scene = ScriptedScene()
        var tracker = tracker(scene)
        var face = SyntheticFace()
        var measurements: [FaceMeasurement] = []
        for i in 0..<30 {
            face.translation = Vector3(Double(i) * 2 - 30, 0, 350)  // drifting to the right
            face.pose = HeadPose(yaw: Double(i) * 0.01, pitch: 0.1, roll: -0.05)
            scene.face = face
            measurements.append(tracker.measure(face.frame(index: i)))
        }
        #expect(scene.fullFrameSearches == 1)
        #expect(scene.regionSearches == 5)  // a confirmation every 5 frames
        #expect(scene.predictions == 35)  // one per frame, and again from each confirming detection
        #expect(measurements.allSatisfy { $0.faceFound && ($0.quality ?? 0) > 0.9 })
        let last = measurements.last!
        #expect(abs(last.yaw - 0.29) < 0.005 && abs(last.pitch - 0.1) < 0.005 && abs(last.roll + 0.05) < 0.005)
        #expect(last.eyeLeft > 0.9 && last.eyeRight > 0.9 && last.mouth < 0.1)
        #expect(last.box != nil && last.landmarks == nil)
    }

    @Test func forgettingSearchesTheWholeNextFrameAndFindsTheFaceWhereItNowIs() throws {
        // A camera that came back: the person moved while it was away, and the first frame is not a cut.
        let scene = ScriptedScene()
        var tracker = tracker(scene)
        var face = SyntheticFace()
        scene.face = face
        for i in 0..<3 { #expect(tracker.measure(face.frame(index: i)).faceFound) }
        #expect(scene.fullFrameSearches == 1 && tracker.state.box != nil)
        tracker.forget()
        #expect(tracker.state.box == nil && tracker.state.landmarks == nil && tracker.state.thumbnail == nil)
        face.translation = Vector3(60, 20, 350)
        scene.face = face
        let after = tracker.measure(face.frame(index: 3))
        #expect(scene.fullFrameSearches == 2, "the whole frame is searched again")
        #expect(after.faceFound && (after.quality ?? 0) > 0.9)
        let box = try #require(after.box)
        let truth = scene.trueBox!
        #expect(abs(box.x - Double(truth.x)) < 12 && abs(box.y - Double(truth.y)) < 12)
    }

    @Test func aMirroredCameraFlipsYawAndRoll() {
        let scene = ScriptedScene()
        var plain = tracker(scene)
        var mirror = tracker(scene, mirrored: true)
        var face = SyntheticFace()
        face.pose = HeadPose(yaw: 0.2, pitch: 0.1, roll: 0.15)
        scene.face = face
        let a = plain.measure(face.frame(index: 0))
        let b = mirror.measure(face.frame(index: 0))
        #expect(abs(a.yaw - 0.2) < 0.005 && abs(a.roll - 0.15) < 0.005)
        #expect(abs(b.yaw + 0.2) < 0.005 && abs(b.roll + 0.15) < 0.005 && abs(b.pitch - 0.1) < 0.005)
    }

    @Test func noFaceIsReportedAsLostAndSearchedForEveryFrame() {
        let scene = ScriptedScene()
        var tracker = tracker(scene)
        for i in 0..<5 {
            let m = tracker.measure(SyntheticFace().frame(index: i))
            #expect(!m.faceFound && m.quality == nil)
        }
        #expect(scene.fullFrameSearches == 5 && scene.predictions == 0)
    }

    @Test func aFaceThatLeavesIsLostWithinFourConfirmations() {
        let scene = ScriptedScene()
        var tracker = tracker(scene)
        let face = SyntheticFace()
        scene.face = face
        for i in 0..<7 { #expect(tracker.measure(face.frame(index: i)).faceFound) }
        // The face goes; the predictor still draws a clean face in the box (the worst case: the fit looks
        // good, so the tracker is patient), but the detector finds none there.
        scene.face = nil
        var found: [Bool] = []
        for i in 7..<40 { found.append(tracker.measure(face.frame(index: i)).faceFound) }
        let firstLost = found.firstIndex(of: false)
        #expect(firstLost != nil && firstLost! <= 20)
        #expect(found[(firstLost ?? 0)...].allSatisfy { !$0 })
    }

    @Test func aBadFitIsRedetectedAroundTheLastFace() {
        let scene = ScriptedScene()
        scene.scrambledOffFace = true
        var tracker = tracker(scene)
        var face = SyntheticFace()
        scene.face = face
        _ = tracker.measure(face.frame(index: 0))
        // A jump larger than the face's box: the fit from the old box is poor, so the region search runs at
        // once and the landmarks are fitted again from the detector's box.
        face.translation = Vector3(90, 0, 350)
        scene.face = face
        let m = tracker.measure(face.frame(index: 1))
        #expect(m.faceFound)
        #expect(scene.regionSearches == 1 && scene.fullFrameSearches == 1)
        #expect(abs((m.box?.x ?? 0) - face.landmarks().map(\.x).min()!) < 1)
    }

    @Test func aConfirmationFindingTheFaceElsewhereMovesThere() {
        let scene = ScriptedScene()
        var tracker = tracker(scene)
        var face = SyntheticFace()
        scene.face = face
        for i in 0..<3 { _ = tracker.measure(face.frame(index: i)) }
        // The fit wanders off cleanly (a plausible shape in the wrong place) until the next confirmation.
        face.translation = Vector3(90, 0, 350)
        scene.face = face
        var last = FaceMeasurement.lost(at: 0)
        for i in 3..<6 { last = tracker.measure(face.frame(index: i)) }
        #expect(scene.regionSearches == 1 && scene.fullFrameSearches == 1)
        #expect(last.faceFound && abs((last.box?.x ?? 0) - face.landmarks().map(\.x).min()!) < 1)
    }

    @Test func aCutToAnotherShotSearchesTheWholeFrame() {
        let scene = ScriptedScene()
        var tracker = tracker(scene, noticesCuts: true)
        var face = SyntheticFace()
        scene.face = face
        _ = tracker.measure(face.frame(index: 0))
        _ = tracker.measure(face.frame(index: 1))
        #expect(scene.fullFrameSearches == 1)
        face.translation = Vector3(-150, 0, 350)
        scene.face = face
        let m = tracker.measure(face.frame(index: 2))
        #expect(scene.fullFrameSearches == 2 && scene.regionSearches == 0)
        #expect(m.faceFound && abs((m.box?.x ?? 0) - face.landmarks().map(\.x).min()!) < 1)
    }

    @Test func aScrambledFitWithNoFaceAroundIsLostAtOnce() {
        let scene = ScriptedScene()
        scene.scrambledOffFace = true
        var tracker = tracker(scene)
        let face = SyntheticFace()
        scene.face = face
        #expect(tracker.measure(face.frame(index: 0)).faceFound)
        scene.face = nil
        #expect(!tracker.measure(face.frame(index: 1)).faceFound || !tracker.measure(face.frame(index: 2)).faceFound)
        #expect(!tracker.measure(face.frame(index: 3)).faceFound)
    }

    @Test func measurementsRecordLandmarksWhenAsked() {
        let scene = ScriptedScene()
        var settings = FaceTrackerSettings()
        settings.recordsLandmarks = true
        var tracker = FaceTracker(
            detector: ScriptedDetector(scene: scene), predictor: ScriptedPredictor(scene: scene), settings: settings)
        scene.face = SyntheticFace()
        let m = tracker.measure(SyntheticFace().frame(index: 0))
        #expect(m.landmarks?.count == 68)
        let line = FaceTraceFormat.line(for: m)
        let back = try? FaceTraceFormat.parse(line[...], file: "t", lineNumber: 1)
        #expect(back?.landmarks?.count == 68 && back?.faceFound == true)
    }
}
