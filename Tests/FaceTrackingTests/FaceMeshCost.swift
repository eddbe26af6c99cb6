import FaceNavCore
import Foundation
import FrameSources
import Testing

@testable import FaceTracking

/// What the face mesh costs, in this thread's CPU time (the debug test build, whose FaceTracking and
/// NeuralNetwork work is optimised): one run of the mesh on a 192x192 crop against one run of the iris model
/// on a 64x64 eye crop, each the median of `passes` passes of 20 runs; and a tracked frame of each face-size
/// video (`.fixtures/face-sizes`) as the app tracks, with and without the mesh placing the iris model's crops,
/// the median over `passes` passes. Runs only when FACE_MESH_COST is set:
///
///     FACE_MESH_COST=1 swift test --skip-build --filter FaceMeshCost
@Suite struct FaceMeshCost {
    static let passes = 7

    @Test(.enabled(if: ProcessInfo.processInfo.environment["FACE_MESH_COST"] != nil))
    func cost() throws {
        let mesh = try FaceMeshModel(contentsOf: FaceMeshModelTests.modelPath)
        let iris = try IrisLandmarkModel(contentsOf: WinkVideo.irisModelPath)
        let frame = try PortableImage(contentsOf: TestImages.url(FaceMeshModelTests.sources[1]).path).frame()
        let landmarks = try FaceMeshModelTests.landmarks(in: frame)
        let faceCrop = FaceMeshCrop.crop(frame: frame, landmarks: landmarks)
        let eyeCrop = EyeCrop(frame: frame, landmarks: landmarks, eye: 0)
        func median(_ run: () -> Bool) -> Double {
            var times: [Double] = []
            for _ in 0..<Self.passes {
                let start = LearnedFaceCost.cpu()
                for _ in 0..<20 { #expect(run()) }
                times.append((LearnedFaceCost.cpu() - start) / 20)
            }
            return LearnedFaceCost.median(times)
        }
        let meshTime = median { mesh.mesh(in: faceCrop) != nil }
        let irisTime = median { iris.contour(in: eyeCrop) != nil }
        let cropTime = median { FaceMeshCrop.crop(frame: frame, landmarks: landmarks).pixels.count == 192 * 192 * 3 }
        print(
            String(
                format:
                    "face mesh, one run on 192x192: %.2f ms (cutting its crop %.2f ms); iris model, one eye: %.2f ms",
                meshTime, cropTime, irisTime))

        // A tracked frame as the app tracks (cascades, dlib, the iris model behind its gate, the learned
        // detector), with and without the mesh placing the iris crops.
        let cascades = try CascadeFallback.defaultCascadeNames.map { try Cascade.named($0) }
        let predictor = try ShapePredictor()
        let detector = try LearnedFaceDetector(contentsOf: LearnedFaceDetectorTests.modelPath)
        for size in [100, 200, 350] {
            let reader = try Y4MReader(path: EyeModelGatingTests.video(size))
            var frames: [Frame] = []
            while let frame = try reader.nextFrame() { frames.append(frame) }
            var line = "face-\(size).y4m per tracked frame:"
            for withMesh in [false, true] {
                var perFrame: [Double] = []
                var meshRuns = 0
                for _ in 0..<Self.passes {
                    var tracker = FaceTracker(cascades: cascades, predictor: predictor)
                    tracker.eyeModel = iris
                    tracker.useLearnedDetector(detector)
                    let counting = CountingFaceMesh(mesh)
                    if withMesh { tracker.faceMesh = counting }
                    let start = LearnedFaceCost.cpu()
                    for frame in frames { _ = tracker.measure(frame) }
                    perFrame.append((LearnedFaceCost.cpu() - start) / Double(frames.count))
                    meshRuns = counting.runs
                }
                line += String(
                    format: " %@ the mesh %.2f ms (%d mesh runs in %d frames)", withMesh ? "with" : "without",
                    LearnedFaceCost.median(perFrame), meshRuns, frames.count)
            }
            print(line)
        }
    }
}
