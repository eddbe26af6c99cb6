import FaceNavCore
import Foundation
import Testing

@testable import FaceTracking

/// The wink set's held-out part (11 faces the eyes were never tuned on, 33 clips), tracked as the app
/// tracks and scored as BENCHMARKS.md's "Winks on 37 faces" section reports: every frame (a 30 fps camera),
/// and every other frame with its own time (15 fps: dim light, a loaded machine).
///
/// Issue 19's done-when is every wink a gesture, no false gesture and a per-frame eye state of 0.98; that
/// is **not met yet**. Measured (BENCHMARKS.md, "The confirmation at least every 0.2 s"): at 30 fps 32 of
/// 44 winks, 2 false gestures, 0.911; at 15 fps 33 of 44, 3 false, 0.909; MediaPipe's face mesh on the
/// same clips through the same recogniser, at 30 fps: 32 of 44, 7 false, 0.866. So the test holds the line
/// where it is, a little below the measured figures, so that a change that loses winks, fires more false
/// ones or reads more frames wrong fails here; raise the floors as the eyes improve.
@Suite struct WinkSetTests {
    /// The least the held-out part must give when fed every `step`th frame.
    struct Floor: Sendable, CustomTestStringConvertible {
        let step: Int
        let winks: Int
        let falseGestures: Int
        let eyeState: Double
        var testDescription: String { "every \(step == 1 ? "" : "\(step)nd ")frame" }
    }

    static let floors = [
        Floor(step: 1, winks: 32, falseGestures: 3, eyeState: 0.89),
        Floor(step: 2, winks: 31, falseGestures: 4, eyeState: 0.89),
    ]

    @Test(arguments: floors) func heldOutWinksFireAndNothingElseDoes(floor: Floor) throws {
        let clips = try #require(
            WinkSet.clips(),
            "needs \(WinkSet.directory)/index.json (make fixtures: scripts/make-wink-set.py)")
        let model = try IrisLandmarkModel(contentsOf: WinkVideo.irisModelPath)
        let heldOut = clips.filter { $0.part == "heldout" }
        let heldOutFaces = Set(heldOut.map(\.face))
        #expect(heldOutFaces.count >= 10)
        #expect(heldOutFaces.isDisjoint(with: clips.filter { $0.part == "tune" }.map(\.face)))
        let step = floor.step
        var total = WinkSet.Score()
        var frames = 0
        var found = 0
        for clip in heldOut {
            let labels = try #require(WinkSet.labels(of: clip), "\(clip.name).labels")
            let measurements = try #require(WinkSet.track(clip, model: model, step: step), "\(clip.name).y4m")
            #expect(measurements.count == (labels.count + step - 1) / step, "\(clip.name): frames against labels")
            frames += measurements.count
            found += measurements.filter(\.faceFound).count
            total.add(WinkSet.score(clip, labels: labels, measurements: measurements, step: step))
        }
        print(
            "wink set, held out, every \(step) frame(s): \(total.winksFired) of \(total.winks) winks, \(total.falseGestures.count) false, eye state \(total.eyeFramesRight) of \(total.eyeFrames), face found in \(found) of \(frames) frames"
        )
        #expect(total.winks == 4 * heldOutFaces.count)
        #expect(Double(found) >= 0.95 * Double(frames))
        #expect(total.winksFired >= floor.winks, "\(total.winksFired) of \(total.winks) winks fired")
        #expect(total.falseGestures.count <= floor.falseGestures, "\(total.falseGestures)")
        #expect(
            total.eyeStateAccuracy >= floor.eyeState,
            "eye state \(total.eyeFramesRight) of \(total.eyeFrames)\n\(total.wrongFrames.prefix(40).joined(separator: "\n"))"
        )
    }
}
