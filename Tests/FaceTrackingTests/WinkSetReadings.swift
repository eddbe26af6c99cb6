import FaceNavCore
import Foundation
import FrameSources
import Testing

@testable import FaceTracking

/// A diagnostic, not a check: tracks the wink set's clips as the app does and writes, a line a frame, what
/// the eye reading is made of (the iris model's lid opening of each eye as the tracker used it, the gate
/// included; the landmarks' and pixels' reading the estimator falls back on; each eye's aspect ratio), so
/// the estimator's and the recogniser's rules can be replayed offline in seconds instead of tracking
/// again. Runs only when WINK_READINGS names the output file; WINK_SET_PART and WINK_SET_ONLY pick clips.
///
/// Columns: clip frame labelLeft labelRight found quality yaw lid0 lid1 fallback0 fallback1 ear0 ear1
/// eyeLeft eyeRight; `0` and `1` are the image-left and image-right eye, `-` where there is no value.
@Suite struct WinkSetReadings {
    static let output = ProcessInfo.processInfo.environment["WINK_READINGS"]

    @Test(.enabled(if: output != nil)) func record() throws {
        let output = try #require(Self.output)
        let clips = try #require(WinkSet.pickedClips())
        let parts = try WinkSet.TrackerParts()
        let model = parts.model
        var rows: [String] = []
        func value(_ x: Double?) -> String { x.map { String(format: "%.4f", $0) } ?? "-" }
        for clip in clips {
            var tracker = parts.landmarkTracker()
            tracker.eyeModel = model
            // As `WinkSet.track` (the app): the learned face detector where the cascades find none.
            if ProcessInfo.processInfo.environment["LEARNED_FACES"] != "0" {
                tracker.useLearnedDetector(try? LearnedFaceDetector(contentsOf: LearnedFaceDetectorTests.modelPath))
            }
            var fallback = EyeOpennessEstimator()
            try WinkSet.eachFrame(of: clip, tracker: &tracker) { labelled, tracker in
                let m = labelled.measurement
                let label = labelled.label
                let head = "\(clip.name) \(labelled.index) \(label.left.rawValue) \(label.right.rawValue)"
                guard let l = labelled.landmarks else {
                    rows.append("\(head) 0 - - - - - - - - - -")
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
                    "\(head) 1 \(value(m.quality)) \(value(yaw)) \(value(lids[0])) \(value(lids[1])) \(value(olds[0])) \(value(olds[1])) \(value(ears[0])) \(value(ears[1])) \(value(m.eyeLeft)) \(value(m.eyeRight))"
                )
            }
        }
        try (rows.joined(separator: "\n") + "\n").write(toFile: output, atomically: true, encoding: .utf8)
    }
}
