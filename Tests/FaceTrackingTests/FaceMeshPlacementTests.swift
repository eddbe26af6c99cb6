import FaceNavCore
import Foundation
import FrameSources
import Testing

@testable import FaceTracking

/// The tracker places the iris model's crops by the face mesh's eye points when it has the mesh, and fits the
/// mesh only on a frame where the iris model runs, once for both eyes.
@Suite struct FaceMeshPlacementTests {
    @Test func theMeshRunsOnlyWithTheEyeModelAndOnceAFrame() throws {
        let eyes = CountingEyeModel(try IrisLandmarkModel(contentsOf: WinkVideo.irisModelPath))
        let mesh = CountingFaceMesh(try FaceMeshModel(contentsOf: FaceMeshModelTests.modelPath))
        var tracker = FaceTracker(cascade: try Cascade.named("lbp"), predictor: try ShapePredictor())
        tracker.eyeModel = eyes
        tracker.faceMesh = mesh
        let reader = try Y4MReader(path: EyeModelGatingTests.video(200))
        var (frames, framesWithEyes, found) = (0, 0, 0)
        while let frame = try reader.nextFrame() {
            let (eyeRuns, meshRuns) = (eyes.runs, mesh.runs)
            if tracker.measure(frame).faceFound { found += 1 }
            frames += 1
            let ranEyes = eyes.runs > eyeRuns
            if ranEyes { framesWithEyes += 1 }
            #expect(
                mesh.runs == meshRuns + (ranEyes ? 1 : 0), "frame \(frames): the mesh ran \(mesh.runs - meshRuns) times"
            )
        }
        #expect(frames == 120 && found == 120)
        #expect(framesWithEyes > 0 && Double(framesWithEyes) < 0.3 * Double(frames), "\(framesWithEyes) of \(frames)")
    }

    /// A mesh whose eyes lie 10 px right of dlib's corners' midpoints: the crops are centred on the mesh's;
    /// a mesh that sees no face (presence under 0.5) leaves them on dlib's.
    @Test(arguments: [1.0, 0.2])
    func theCropsFollowTheMeshsEyesWhenItSeesAFace(presence: Double) throws {
        let frame = try PortableImage(contentsOf: TestImages.url(FaceMeshModelTests.sources[1]).path).frame()
        let dlib = try FaceMeshModelTests.landmarks(in: frame)
        var points = [PixelPoint](repeating: PixelPoint(x: 0, y: 0), count: FaceMesh.pointCount)
        for (eye, outline) in FaceMesh.eyeOutlines.enumerated() {
            let (first, second) = eye == 0 ? (dlib[36], dlib[39]) : (dlib[42], dlib[45])
            for (k, index) in outline.enumerated() {
                let t = k == 0 ? 0 : k == 8 ? 1 : Double(k < 8 ? k : k - 8) / 8
                let along = PixelPoint(
                    x: first.x + (second.x - first.x) * t + 10, y: first.y + (second.y - first.y) * t)
                points[index] = PixelPoint(x: along.x, y: along.y + (k == 0 || k == 8 ? 0 : k < 8 ? 3 : -3))
            }
        }
        let eyes = RecordingEyeModel()
        var settings = FaceTrackerSettings()
        settings.recordsLandmarks = true
        var tracker = FaceTracker(
            cascades: try CascadeFallback.defaultCascadeNames.map { try Cascade.named($0) },
            predictor: try ShapePredictor(), settings: settings)
        tracker.eyeModel = eyes
        tracker.faceMesh = CountingFaceMesh(fixed: FaceMesh(points: points, presence: presence))
        let measured = try #require(tracker.measure(frame).landmarks).map { PixelPoint(x: $0[0], y: $0[1]) }
        #expect(eyes.crops.count == 2)
        for (side, centre) in eyes.crops.enumerated() {
            let (first, second) = side == 0 ? (measured[36], measured[39]) : (measured[42], measured[45])
            let expected = PixelPoint(
                x: (first.x + second.x) / 2 + (presence >= 0.5 ? 10 : 0), y: (first.y + second.y) / 2)
            #expect(
                abs(centre.x - expected.x) < 1e-6 && abs(centre.y - expected.y) < 1e-6,
                "eye \(side): \(centre) against \(expected)")
        }
    }
}
