import FaceNavCore
import Foundation
import FrameSources
import Testing

@testable import FaceTracking

/// A diagnostic, not a check: tracks the wink set's clips as `WinkSetReadings` does and writes the same
/// columns a line a frame, then MediaPipe's face mesh (`FaceMeshModel`, run on every frame with landmarks,
/// its crop placed by dlib's 68 points) beside them: each eye's mesh lid opening, the mesh's face presence, and
/// the iris model's lid opening on every frame (the gate left out). So the two eye readers can be compared
/// frame by frame (`scripts/wink-mesh-compare.py`) and the recogniser replayed on either
/// (`scripts/wink-replay.py` reads columns 1-15). Runs only when WINK_MESH_PROBE names the output file;
/// WINK_SET_PART and WINK_SET_ONLY pick clips.
///
/// Columns: clip frame labelLeft labelRight found quality yaw lid0 lid1 fallback0 fallback1 ear0 ear1
/// eyeLeft eyeRight mesh0 mesh1 presence iris0 iris1 meshCorners0 meshCorners1 meshPlaced0 meshPlaced1 (the
/// last four: the iris model on crops placed by the mesh's eye points); `-` where there is no value.
@Suite struct WinkSetMeshProbe {
    static let output = ProcessInfo.processInfo.environment["WINK_MESH_PROBE"]

    @Test(.enabled(if: output != nil)) func record() throws {
        let output = try #require(Self.output)
        let clips = try #require(WinkSet.pickedClips())
        let parts = try WinkSet.TrackerParts()
        let model = parts.model
        let mesh = try FaceMeshModel(contentsOf: FaceMeshModelTests.modelPath)
        var rows: [String] = []
        func value(_ x: Double?) -> String { x.map { String(format: "%.4f", $0) } ?? "-" }
        for clip in clips {
            var tracker = parts.landmarkTracker()
            tracker.eyeModel = model
            var fallback = EyeOpennessEstimator()
            try WinkSet.eachFrame(of: clip, tracker: &tracker) { labelled, tracker in
                let m = labelled.measurement
                let label = labelled.label
                let head = "\(clip.name) \(labelled.index) \(label.left.rawValue) \(label.right.rawValue)"
                guard let l = labelled.landmarks else {
                    rows.append("\(head) 0 - - - - - - - - - - - - - - - - - - -")
                    return
                }
                let yaw = m.yaw
                let lids: [Double?] =
                    abs(yaw) <= tracker.eyes.lidMaximumYaw
                    ? tracker.state.eyeGates.map { $0.last?.lidOpening } : [nil, nil]
                let old = fallback.openness(in: labelled.frame.luma, landmarks: l, learn: (m.quality ?? 0) > 0.5)
                let olds = [old.right, old.left]
                let ears = [EyeMeasures.aspectRatio(l[36..<42]), EyeMeasures.aspectRatio(l[42..<48])]
                let found = mesh.mesh(in: labelled.frame, landmarks: l)
                let iris = model.lidOpenings(in: labelled.frame, landmarks: l)
                // The iris model on crops placed by the mesh instead of dlib: between the mesh's eye corners,
                // 2.3 corner distances wide (MediaPipe's own iris crop), and as the tracker places it from dlib
                // (`EyeCrop(frame:landmarks:eye:)`: levelled between the eyes' centres, 1.05 of their distance)
                // with the mesh's corners and eye centres.
                var placed: [Double?] = [nil, nil, nil, nil]
                if let found {
                    let outlines = FaceMesh.eyeOutlines.map { $0.map { found.points[$0] } }
                    let centres = outlines.map { points in
                        PixelPoint(
                            x: points.reduce(0) { $0 + $1.x } / 16, y: points.reduce(0) { $0 + $1.y } / 16)
                    }
                    let (dx, dy) = (centres[1].x - centres[0].x, centres[1].y - centres[0].y)
                    let distance = max(hypot(dx, dy), 1e-6)
                    for side in 0..<2 {
                        let (a, b) = (outlines[side][0], outlines[side][8])
                        placed[side] = model.lidOpening(in: labelled.frame, from: a, to: b, mirrored: side == 1)
                        let crop = EyeCrop(
                            frame: labelled.frame, center: PixelPoint(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2),
                            direction: (dx / distance, dy / distance), extent: distance * 1.05, mirrored: side == 1)
                        placed[2 + side] = model.contour(in: crop)?.lidOpening
                    }
                }
                rows.append(
                    "\(head) 1 \(value(m.quality)) \(value(yaw)) \(value(lids[0])) \(value(lids[1])) \(value(olds[0])) \(value(olds[1])) \(value(ears[0])) \(value(ears[1])) \(value(m.eyeLeft)) \(value(m.eyeRight)) \(value(found?.lidOpening(eye: 0))) \(value(found?.lidOpening(eye: 1))) \(value(found?.presence)) \(value(iris[0])) \(value(iris[1])) \(placed.map(value).joined(separator: " "))"
                )
            }
        }
        try (rows.joined(separator: "\n") + "\n").write(toFile: output, atomically: true, encoding: .utf8)
    }
}
