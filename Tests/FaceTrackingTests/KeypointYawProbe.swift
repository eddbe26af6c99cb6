import FaceNavCore
import Foundation
import FrameSources
import Testing

@testable import FaceTracking

/// A diagnostic, not a check: why a face found on the learned detector's key points reads another yaw than
/// one found by the cascades. Tracks the picked clips (WINK_SET_ONLY, WINK_SET_PART) with the face-finding
/// switches off and on (LEARNED_CONFIRMS_FIRST=0 leaves confirming on the key points first off) and, a line a
/// frame, writes each run's yaw (degrees), relative residual, box width and
/// placement (width, offsets, in millimetres), and frames since the last confirmation; then, fitted afresh on
/// that frame alone, the yaw from the cascade's box, the learned detector's centred box and its key-point box
/// (`-` where there is none); then the widths of the faces the confirming cascades and the learned search
/// would find around the switched-on tracker's last box. Runs only when KEYPOINT_YAW_PROBE names the output
/// file.
@Suite struct KeypointYawProbe {
    static let output = ProcessInfo.processInfo.environment["KEYPOINT_YAW_PROBE"]

    @Test(.enabled(if: output != nil)) func record() throws {
        let output = try #require(Self.output)
        let clips = try #require(WinkSet.pickedClips())
        let parts = try WinkSet.TrackerParts()
        let detector = try LearnedFaceDetector(contentsOf: LearnedFaceDetectorTests.modelPath)
        var rows: [String] = []
        func v(_ x: Double?) -> String { x.map { String(format: "%.3f", $0) } ?? "-" }
        func deg(_ x: Double?) -> String { x.map { String(format: "%.1f", $0 * 180 / .pi) } ?? "-" }
        for clip in clips {
            var trackers = [parts.landmarkTracker(), parts.landmarkTracker()]
            for k in 0..<2 {
                trackers[k].eyeModel = parts.model
                trackers[k].useLearnedDetector(detector)
            }
            trackers[1].learnedSearch?.readsColour = true
            trackers[1].learnedSearch?.startsOnKeyPoints = true
            trackers[1].learnedSearch?.confirmsFirst =
                ProcessInfo.processInfo.environment["LEARNED_CONFIRMS_FIRST"] != "0"
            let search = trackers[1].learnedSearch!
            let cascade = trackers[0].detector
            let reader = try Y4MReader(path: "\(WinkSet.directory)/\(clip.name).y4m")
            var index = 0
            while let frame = try reader.nextFrame() {
                defer { index += 1 }
                var row = "\(clip.name) \(index)"
                var candidates = ""
                if let box = trackers[1].state.box {
                    let t = trackers[1]
                    let region = FaceTracker<CascadeFallback, ShapePredictor>.region(
                        around: box, scale: t.settings.searchScale, in: frame.luma)
                    let widths = t.settings.confirmWidths(around: box.width)
                    let c = (t.confirmingDetector ?? t.detector).detectFaces(
                        in: frame.luma, region: region, widths: widths)
                    let l = search.faces(in: frame, region: region, widths: widths)
                    candidates =
                        " | confirm \(c.map { "\($0.width)" }.joined(separator: ",")) learned \(l.map { "\($0.width)" }.joined(separator: ","))"
                }
                for k in 0..<2 {
                    let m = trackers[k].measure(frame)
                    let s = trackers[k].state
                    let p = s.placement
                    row +=
                        " | \(m.faceFound ? 1 : 0) \(deg(s.fit?.pose.yaw)) \(v(s.fit?.relativeResidual)) \(s.box?.width ?? 0)"
                        + " \(v(p?.width)) \(v(p?.offsetX)) \(v(p?.offsetY)) \(s.framesSinceConfirmed)"
                }
                let image = frame.luma
                let solver = HeadPoseSolver(camera: .approximate(width: frame.width, height: frame.height))
                func yaw(_ box: PixelRect?) -> String {
                    guard let box else { return "- -" }
                    let fit = solver.fit(parts.predictor.landmarks(in: image, box: box))
                    return "\(deg(fit.pose.yaw)) \(v(fit.relativeResidual))"
                }
                let found = detector.faces(in: frame).first
                row += " | cascade \(yaw(cascade.detectFaces(in: image, region: nil).first))"
                row += " | learned \(v(found?.score)) centred \(yaw(found.flatMap { search.box(for: $0, in: image) }))"
                row += " keypoints \(yaw(found.flatMap { search.keypointBox(for: $0, in: image) }))"
                rows.append(row + candidates)
            }
        }
        try (rows.joined(separator: "\n") + "\n").write(toFile: output, atomically: true, encoding: .utf8)
    }
}
