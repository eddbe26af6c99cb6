import FaceNavCore
import Foundation
import FrameSources
import Testing

@testable import FaceTracking

/// A diagnostic, not a check: tracks the wink set's clips as the app does and writes, a line a frame, what
/// the eye reading is made of (the iris model's lid opening of each eye as the tracker used it, the gate
/// included; the landmarks' and pixels' reading the estimator falls back on; each eye's aspect ratio), so
/// the estimator's and the recogniser's rules can be replayed offline in seconds instead of tracking
/// again. Runs only when WINK_READINGS names the output file; WINK_SET_PART and WINK_SET_ONLY pick clips,
/// WINK_SET_STEP=N feeds every Nth frame only (`WinkSet.step`), its row numbered as in the clip.
///
/// Columns: clip frame labelLeft labelRight found quality yaw lid0 lid1 fallback0 fallback1 ear0 ear1
/// eyeLeft eyeRight; `0` and `1` are the image-left and image-right eye, `-` where there is no value; found is
/// 0 (no face), 1 (a face) or 2 (the face lost a moment ago, resumed: `FaceMeasurement.resumed`).
/// WINK_MESH=1 tracks with the face mesh placing the crops, as `WinkSet.track` does, and adds columns 16-32,
/// each from the mesh fitted to this frame's landmarks: its presence; each eye's crop centre, mesh's less
/// dlib's, in inter-ocular distances (x, y); the mesh's inter-ocular distance over dlib's; the angle between
/// their levelling lines in degrees; the iris model's lid opening of each eye on dlib's crop and on the
/// mesh's, every frame (no gate); then on a crop centred by the mesh but levelled and sized by dlib's eye
/// centres, one centred by dlib but levelled and sized by the mesh's, and MediaPipe's own iris crop.
@Suite struct WinkSetReadings {
    static let output = ProcessInfo.processInfo.environment["WINK_READINGS"]

    @Test(.enabled(if: output != nil)) func record() throws {
        let output = try #require(Self.output)
        let clips = try #require(WinkSet.pickedClips())
        let parts = try WinkSet.TrackerParts()
        let model = parts.model
        let mesh: FaceMeshModel? =
            ProcessInfo.processInfo.environment["WINK_MESH"] == "1"
            ? try FaceMeshModel(contentsOf: FaceMeshModelTests.modelPath) : nil
        var rows: [String] = []
        func value(_ x: Double?) -> String { x.map { String(format: "%.4f", $0) } ?? "-" }
        for clip in clips {
            var tracker = parts.landmarkTracker()
            tracker.eyeModel = model
            WinkSet.setBriefLoss(&tracker)
            WinkSet.setConfirmation(&tracker)
            // As `WinkSet.track` (the app): the learned face detector where the cascades find none.
            if ProcessInfo.processInfo.environment["LEARNED_FACES"] != "0" {
                tracker.useLearnedDetector(try? LearnedFaceDetector(contentsOf: LearnedFaceDetectorTests.modelPath))
                WinkSet.setLearnedOptions(&tracker)
            }
            tracker.faceMesh = mesh
            var fallback = EyeOpennessEstimator()
            try WinkSet.eachFrame(of: clip, tracker: &tracker) { labelled, tracker in
                let m = labelled.measurement
                let label = labelled.label
                let head = "\(clip.name) \(labelled.index) \(label.left.rawValue) \(label.right.rawValue)"
                guard let l = labelled.landmarks else {
                    rows.append(
                        "\(head) 0 - - - - - - - - - -" + (mesh == nil ? "" : String(repeating: " -", count: 17)))
                    return
                }
                let yaw = m.yaw
                let lids: [Double?] =
                    abs(yaw) <= tracker.eyes.lidMaximumYaw
                    ? tracker.state.eyeGates.map { $0.last?.lidOpening } : [nil, nil]
                let old = fallback.openness(in: labelled.frame.luma, landmarks: l, learn: (m.quality ?? 0) > 0.5)
                // Unmirrored: the user's left is the image's right eye.
                let olds = [old.right, old.left]
                let ears = [EyeMeasures.aspectRatio(l[36..<42]), EyeMeasures.aspectRatio(l[42..<48])]
                rows.append(
                    "\(head) \(m.resumed ? 2 : 1) \(value(m.quality)) \(value(yaw)) \(value(lids[0])) \(value(lids[1])) \(value(olds[0])) \(value(olds[1])) \(value(ears[0])) \(value(ears[1])) \(value(m.eyeLeft)) \(value(m.eyeRight))"
                        + (mesh.map { " " + Self.meshColumns($0, frame: labelled.frame, landmarks: l, model: model) }
                            ?? "")
                )
            }
        }
        try (rows.joined(separator: "\n") + "\n").write(toFile: output, atomically: true, encoding: .utf8)
    }

    /// Columns 16-32 for one frame (see the type's comment).
    static func meshColumns(
        _ mesh: FaceMeshModel, frame: Frame, landmarks l: [PixelPoint], model: IrisLandmarkModel
    ) -> String {
        func value(_ x: Double?) -> String { x.map { String(format: "%.4f", $0) } ?? "-" }
        guard let found = mesh.mesh(in: frame, landmarks: l) else {
            return Array(repeating: "-", count: 17).joined(separator: " ")
        }
        func mean(_ points: [PixelPoint]) -> PixelPoint {
            PixelPoint(
                x: points.reduce(0) { $0 + $1.x } / Double(points.count),
                y: points.reduce(0) { $0 + $1.y } / Double(points.count))
        }
        let dlibCentres = [mean(Array(l[36..<42])), mean(Array(l[42..<48]))]
        let meshCentres = FaceMesh.eyeOutlines.map { mean($0.map { found.points[$0] }) }
        let dlibDistance = hypot(dlibCentres[1].x - dlibCentres[0].x, dlibCentres[1].y - dlibCentres[0].y)
        let meshDistance = hypot(meshCentres[1].x - meshCentres[0].x, meshCentres[1].y - meshCentres[0].y)
        let dlibMids = [mean([l[36], l[39]]), mean([l[42], l[45]])]
        let meshMids = FaceMesh.eyeOutlines.map { mean([found.points[$0[0]], found.points[$0[8]]]) }
        let shifts = (0..<2).flatMap { side in
            [
                (meshMids[side].x - dlibMids[side].x) / dlibDistance,
                (meshMids[side].y - dlibMids[side].y) / dlibDistance,
            ]
        }
        let dlibAngle = atan2(dlibCentres[1].y - dlibCentres[0].y, dlibCentres[1].x - dlibCentres[0].x)
        let meshAngle = atan2(meshCentres[1].y - meshCentres[0].y, meshCentres[1].x - meshCentres[0].x)
        let iris = (0..<2).map { side in
            model.contour(in: EyeCrop(frame: frame, landmarks: l, eye: side, side: model.cropSide))?.lidOpening
        }
        let placed = (0..<2).map { side in
            model.contour(in: EyeCrop(frame: frame, mesh: found, eye: side, side: model.cropSide))?.lidOpening
        }
        // The mesh's eye centre in dlib's frame (direction and width), dlib's centre in the mesh's, and
        // MediaPipe's own iris crop (between the mesh's corners, 2.3 corner distances wide).
        func frameOf(_ centres: [PixelPoint]) -> (direction: (x: Double, y: Double), extent: Double) {
            let (dx, dy) = (centres[1].x - centres[0].x, centres[1].y - centres[0].y)
            let distance = max(hypot(dx, dy), 1e-6)
            return ((dx / distance, dy / distance), distance * 1.05)
        }
        let (dlibFrame, meshFrame) = (frameOf(dlibCentres), frameOf(meshCentres))
        let swapped = (0..<4).map { i in
            let side = i % 2
            let (centre, placement) = i < 2 ? (meshMids[side], dlibFrame) : (dlibMids[side], meshFrame)
            return model.contour(
                in: EyeCrop(
                    frame: frame, center: centre, direction: placement.direction, extent: placement.extent,
                    mirrored: side == 1, side: model.cropSide))?.lidOpening
        }
        let corners = (0..<2).map { side in
            let outline = FaceMesh.eyeOutlines[side]
            return model.lidOpening(
                in: frame, from: found.points[outline[0]], to: found.points[outline[8]], mirrored: side == 1)
        }
        let columns =
            [found.presence] + shifts + [meshDistance / dlibDistance, (meshAngle - dlibAngle) * 180 / .pi]
        return (columns.map(value) + (iris + placed + swapped + corners).map(value)).joined(separator: " ")
    }
}
