import FaceNavCore
import Foundation
import Testing

@testable import FaceTracking

/// The wink set's held-out part (11 faces the eyes were never tuned on, 33 clips), tracked as the app
/// tracks and scored as BENCHMARKS.md's "Winks on 37 faces" section reports.
///
/// Issue 19's done-when is every wink a gesture, no false gesture and a per-frame eye state of 0.98; that
/// is **not met yet** (33 of 44 winks, 2 false gestures, 0.901 with a face just found read against a
/// prior for all faces, 0.898 before; MediaPipe's face mesh on the same clips
/// through the same recogniser: 32 of 44, 7, 0.866). So the test holds the line where it is, a little
/// below the measured figures, so that a change that loses winks, fires more false ones or reads more
/// frames wrong fails here; raise the floors as the eyes improve.
@Suite struct WinkSetTests {
    @Test func heldOutWinksFireAndNothingElseDoes() throws {
        let clips = try #require(
            WinkSet.clips(),
            "needs \(WinkSet.directory)/index.json (make fixtures: scripts/make-wink-set.py)")
        let model = try IrisLandmarkModel(contentsOf: WinkVideo.irisModelPath)
        let heldOut = clips.filter { $0.part == "heldout" }
        let heldOutFaces = Set(heldOut.map(\.face))
        #expect(heldOutFaces.count >= 10)
        #expect(heldOutFaces.isDisjoint(with: clips.filter { $0.part == "tune" }.map(\.face)))
        var total = WinkSet.Score()
        var frames = 0
        var found = 0
        for clip in heldOut {
            let labels = try #require(WinkSet.labels(of: clip), "\(clip.name).labels")
            let measurements = try #require(WinkSet.track(clip, model: model), "\(clip.name).y4m")
            #expect(
                measurements.count == (labels.count + WinkSet.step - 1) / WinkSet.step,
                "\(clip.name): frames against labels")
            frames += measurements.count
            found += measurements.filter(\.faceFound).count
            total.add(WinkSet.score(clip, labels: labels, measurements: measurements))
        }
        print(
            "wink set, held out: \(total.winksFired) of \(total.winks) winks, \(total.falseGestures.count) false, eye state \(total.eyeFramesRight) of \(total.eyeFrames), face found in \(found) of \(frames) frames"
        )
        #expect(total.winks == 4 * heldOutFaces.count)
        #expect(Double(found) >= 0.95 * Double(frames))
        #expect(total.winksFired >= 32, "\(total.winksFired) of \(total.winks) winks fired")
        #expect(total.falseGestures.count <= 3, "\(total.falseGestures)")
        #expect(
            total.eyeStateAccuracy >= 0.89,
            "eye state \(total.eyeFramesRight) of \(total.eyeFrames)\n\(total.wrongFrames.prefix(40).joined(separator: "\n"))"
        )
    }
}
