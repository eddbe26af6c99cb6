import FaceNavCore
import Foundation
import FrameSources
import Testing

@testable import FaceTracking

/// Writes, for every frame of the wink, Megamind and face-size videos, each eye's `EyeSignature` at a few
/// sizes (in grey levels, before the division by the contrast) and its lid opening by the iris model run on
/// every frame, one JSON object a line: what `EyeChangeGate`'s limits were chosen from
/// (`Benchmarks/eye-change-survey.py` reads it). Runs only when EYE_SURVEY names the output file:
///
///     EYE_SURVEY=/tmp/eye-survey.jsonl swift test --filter EyeSignatureSurvey
///     python3 Benchmarks/eye-change-survey.py /tmp/eye-survey.jsonl
@Suite struct EyeSignatureSurvey {
    static let output = ProcessInfo.processInfo.environment["EYE_SURVEY"]

    @Test(.enabled(if: output != nil)) func survey() throws {
        let model = try IrisLandmarkModel(contentsOf: WinkVideo.irisModelPath)
        var videos: [(name: String, path: String, cascade: String)] = WinkVideo.clips.map {
            // The cascade the survey was recorded with: Haar's where LBP misses the face.
            ($0, "\(WinkVideo.directory)/\($0).y4m", ["man-200-tilted", "glasses-200"].contains($0) ? "haar" : "lbp")
        }
        videos.append(("megamind", MegamindTrackingTests.video, "lbp"))
        for w in [100, 200, 350] {
            videos.append(("face-\(w)", TestImages.url(".fixtures/face-sizes/face-\(w).y4m").path, "lbp"))
        }
        let configs: [(widths: Double, subsamples: Int)] = [(1.2, 2), (1.6, 2), (2.3, 2), (1.0, 2), (1.2, 1)]
        var lines: [String] = []
        for video in videos {
            let reader = try Y4MReader(path: video.path)
            var tracker = FaceTracker(cascade: try Cascade.named(video.cascade), predictor: try ShapePredictor())
            tracker.eyeModel = model
            tracker.settings.eyeChangeLimits = .everyFrame
            while let frame = try reader.nextFrame() {
                let thumbnail = FaceTracker<CascadeDetector, ShapePredictor>.thumbnail(of: frame.luma)
                let cut =
                    tracker.state.thumbnail.map {
                        FaceTracker<CascadeDetector, ShapePredictor>.difference($0, thumbnail) > 20
                    } ?? true
                let fresh = cut || tracker.state.landmarks == nil
                let m = tracker.measure(frame)
                var record: [String: Any] = [
                    "video": video.name, "index": frame.index, "time": frame.time, "found": m.faceFound,
                    "yaw": m.yaw, "quality": m.quality, "eyeLeft": m.eyeLeft, "eyeRight": m.eyeRight, "fresh": fresh,
                ]
                if m.faceFound, let landmarks = tracker.state.landmarks {
                    let lids = model.lidOpenings(in: frame, landmarks: landmarks)
                    record["lids"] = lids.map { $0 ?? -1 }
                    record["signatures"] = configs.map { config in
                        [(36, 39), (42, 45)].map { a, b in
                            let signature = EyeSignature(
                                image: frame.luma, from: landmarks[a], to: landmarks[b],
                                widthsPerSide: config.widths, subsamples: config.subsamples)
                            // In grey levels, before the division by the contrast.
                            return signature.cells.map { Double($0 * signature.contrast) }
                        }
                    }
                }
                let data = try JSONSerialization.data(withJSONObject: record)
                lines.append(String(decoding: data, as: UTF8.self))
            }
        }
        try lines.joined(separator: "\n").write(toFile: Self.output!, atomically: true, encoding: .utf8)
    }
}
