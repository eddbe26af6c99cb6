import FaceNavCore
import Foundation
import Testing

@testable import FaceTracking

/// Scores the whole wink set, tune and held-out parts, for FaceNav and (when its readings are given)
/// MediaPipe's face mesh, and writes the figures BENCHMARKS.md reports. Runs only when WINK_SET_REPORT names
/// the output file (a few minutes):
///
///     Benchmarks/.venv/bin/python Benchmarks/peers/mediapipe_eyes.py .fixtures/wink-set > /tmp/mediapipe-eyes.json
///     WINK_SET_REPORT=/tmp/wink-set-report.txt WINK_SET_MEDIAPIPE=/tmp/mediapipe-eyes.json \
///         swift test --skip-build --filter WinkSetReport
///
/// WINK_SET_PART=tune scores the tune part alone (as while tuning), WINK_SET_ONLY=TEXT the clips so named,
/// WINK_SET_STEP=2 every other frame only (`WinkSet.step`: a 15 fps camera).
///
/// MediaPipe's readings (each eye's aspect ratio from the refined mesh) become an openness as FaceNav's
/// landmark reading does (`EyeOpennessEstimator`'s aspect-ratio ramp): divided by a running open level
/// (`RunningBaseline`), 0.45 of it or less reads shut, 0.85 or more open. Both streams go through the
/// same `GestureEngine` with the default settings.
@Suite struct WinkSetReport {
    static let output = ProcessInfo.processInfo.environment["WINK_SET_REPORT"]
    static let mediaPipe = ProcessInfo.processInfo.environment["WINK_SET_MEDIAPIPE"]

    struct MediaPipeReadings: Decodable {
        let peer: String
        let clips: [String: [[Double]]]
    }

    @Test(.enabled(if: output != nil)) func report() throws {
        let clips = try #require(WinkSet.pickedClips())
        let model = CountingEyeModel(try IrisLandmarkModel(contentsOf: WinkVideo.irisModelPath))
        var fed = 0
        let peer = try Self.mediaPipe.map {
            try JSONDecoder().decode(MediaPipeReadings.self, from: Data(contentsOf: URL(fileURLWithPath: $0)))
        }
        var facenav: [String: WinkSet.Score] = [:]
        var mediapipe: [String: WinkSet.Score] = [:]
        var lines: [String] = []
        var frames: [String] = []
        for clip in clips {
            guard let labels = WinkSet.labels(of: clip), let measurements = WinkSet.track(clip, model: model) else {
                Issue.record("\(clip.name): cannot read")
                continue
            }
            fed += measurements.count
            let score = WinkSet.score(clip, labels: labels, measurements: measurements)
            facenav[clip.part, default: WinkSet.Score()].add(score)
            lines.append(
                "facenav \(clip.part) \(clip.name): winks \(score.winksFired)/\(score.winks) false \(score.falseGestures.count) eyes \(score.eyeFramesRight)/\(score.eyeFrames)"
            )
            for (fed, m) in measurements.enumerated() {
                let i = fed * WinkSet.step
                frames.append(
                    "\(clip.name) \(i) \(labels[i].left.rawValue)\(labels[i].right.rawValue) \(m.faceFound ? 1 : 0) \(String(format: "%.3f %.3f %.0f", m.eyeLeft, m.eyeRight, m.yaw * 180 / .pi))"
                )
            }
            if let rows = peer?.clips[clip.name] {
                let fedRows = stride(from: 0, to: rows.count, by: WinkSet.step).map { rows[$0] }
                let readings = Self.openness(fromAspectRatios: fedRows, times: measurements.map(\.time))
                let score = WinkSet.score(clip, labels: labels, measurements: readings)
                mediapipe[clip.part, default: WinkSet.Score()].add(score)
                lines.append(
                    "mediapipe \(clip.part) \(clip.name): winks \(score.winksFired)/\(score.winks) false \(score.falseGestures.count) eyes \(score.eyeFramesRight)/\(score.eyeFrames)"
                )
            }
        }
        var summary: [String] = []
        for (who, scores) in [("FaceNav", facenav), ("MediaPipe", mediapipe)] {
            for part in ["tune", "heldout"] {
                guard let s = scores[part] else { continue }
                summary.append(
                    "\(who) \(part): winks \(s.winksFired) of \(s.winks), false gestures \(s.falseGestures.count) \(s.falseGestures), eye state \(s.eyeFramesRight) of \(s.eyeFrames) = \(String(format: "%.4f", s.eyeStateAccuracy))"
                )
            }
        }
        summary.append(
            "FaceNav iris runs: \(model.runs) on \(fed) frames fed = \(String(format: "%.3f", Double(model.runs) / Double(max(fed, 1)))) a frame"
        )
        let text = (summary + [""] + lines).joined(separator: "\n") + "\n"
        print(text)
        try text.write(toFile: try #require(Self.output), atomically: true, encoding: .utf8)
        try (frames.joined(separator: "\n") + "\n").write(
            toFile: try #require(Self.output) + ".frames", atomically: true, encoding: .utf8)
    }

    /// MediaPipe's [found, left, right] aspect ratios as measurements at `times`.
    static func openness(fromAspectRatios rows: [[Double]], times: [Double]) -> [FaceMeasurement] {
        var baselines = [RunningBaseline(), RunningBaseline()]
        let estimator = EyeOpennessEstimator()
        return zip(rows, times).map { row, time in
            guard row.count == 3, row[0] > 0 else { return FaceMeasurement.lost(at: time) }
            var values = [0.0, 0.0]
            for side in 0..<2 {
                baselines[side].update(row[1 + side])
                values[side] = EyeOpennessEstimator.ramp(
                    baselines[side].fraction(row[1 + side]), estimator.aspectClosedFraction,
                    estimator.aspectOpenFraction)
            }
            return FaceMeasurement(time: time, eyeLeft: values[0], eyeRight: values[1])
        }
    }
}
