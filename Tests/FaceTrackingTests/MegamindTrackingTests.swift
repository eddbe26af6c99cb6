import FaceNavCore
import Foundation
import FrameSources
import Testing

@testable import FaceTracking

/// The tracker on a real video: opencv-doc's Megamind (`make fixtures` converts it to
/// `.fixtures/megamind.y4m`), 270 frames of animated talking faces in several shots, with OpenCV's LBP
/// cascade and dlib's 68-point model from Debian.
///
/// Frame 0 is black; a face is visible in every other frame. Both eyes close around frames 27–33 and
/// 254–258, and, as the frames themselves show (looked at one by one), also in three more places:
/// 70–82 (she looks down with her eyes shut), 170–175 (a blink) and 226–230 (his blink behind glasses).
@Suite(.serialized) struct MegamindTrackingTests {
    static let video = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent(".fixtures/megamind.y4m").path

    static let namedClosures = [27...33, 254...258]
    static let otherClosures = [70...82, 170...175, 226...230]

    /// Every frame's measurement, tracked once for all the tests here.
    static let measurements: [FaceMeasurement] = {
        guard let cascade = try? Cascade.named("lbp"), let predictor = try? ShapePredictor(),
            let reader = try? Y4MReader(path: video)
        else { return [] }
        var tracker = FaceTracker(cascade: cascade, predictor: predictor)
        var result: [FaceMeasurement] = []
        while let frame = try? reader.nextFrame() { result.append(tracker.measure(frame)) }
        return result
    }()

    static func bothClosed(_ m: FaceMeasurement) -> Bool { m.faceFound && max(m.eyeLeft, m.eyeRight) < 0.4 }

    @Test func everyFrameIsMeasured() {
        #expect(
            Self.measurements.count == 270,
            "needs \(Self.video) (make fixtures), opencv-data and libdlib-data (make deps)")
    }

    @Test func keepsTheFaceInAtLeast95PercentOfTheFramesThatShowOne() {
        let shown = Self.measurements.dropFirst()
        let kept = shown.filter(\.faceFound).count
        print("Megamind: face kept in \(kept) of \(shown.count) frames that show one")
        #expect(!shown.isEmpty && Double(kept) >= 0.95 * Double(shown.count), "kept \(kept) of \(shown.count)")
        #expect(Self.measurements.first?.faceFound == false, "the black first frame has no face")
    }

    @Test func bothNamedEyeClosuresAreFoundAsBothEyesClosed() {
        for interval in Self.namedClosures {
            let closed = interval.filter { $0 < Self.measurements.count && Self.bothClosed(Self.measurements[$0]) }
            print("Megamind: both eyes closed in frames \(closed) of \(interval)")
            #expect(closed.count >= 3, "frames \(interval): both eyes closed only in \(closed)")
        }
    }

    /// A closure is two frames or more with both eyes read closed (83 ms at Megamind's 24 fps; a blink lasts
    /// 100–400 ms, and the gesture engine holds eyes-closed a whole second before acting). Single-frame dips
    /// do occur where his smile squeezes the lids (frame 141, eye aspect ratio down by a third).
    @Test func noTwoEyeClosureIsReportedWhereTheEyesAreOpen() {
        let closures = Self.namedClosures + Self.otherClosures
        let m = Self.measurements
        let wrong = m.indices.dropLast().filter { i in
            Self.bothClosed(m[i]) && Self.bothClosed(m[i + 1])
                && !closures.contains { ($0.lowerBound - 2...$0.upperBound + 2).contains(i) }
        }
        let blips = m.indices.filter { i in
            Self.bothClosed(m[i]) && !closures.contains { ($0.lowerBound - 2...$0.upperBound + 2).contains(i) }
        }
        print("Megamind: single frames read as both eyes closed outside the closures: \(blips)")
        #expect(!m.isEmpty && wrong.isEmpty, "both eyes read closed two frames running at \(wrong)")
        #expect(blips.count <= 3)
    }

    @Test func noTongueIsSeenInAVideoWithoutOne() {
        let tongues = Self.measurements.filter(\.faceFound).map(\.tongue)
        #expect(!tongues.isEmpty && tongues.allSatisfy { $0 < 0.3 }, "highest \(tongues.max() ?? 0)")
    }

    @Test func headPoseAndMeasuresStayInAPlausibleRange() {
        let found = Self.measurements.filter(\.faceFound)
        #expect(!found.isEmpty)
        let degree = Double.pi / 180
        for m in found {
            #expect(abs(m.yaw) < 60 * degree && abs(m.pitch) < 45 * degree && abs(m.roll) < 45 * degree, "\(m)")
            #expect((0...1).contains(m.mouth) && (0...1).contains(m.tongue) && (m.quality ?? 0) > 0)
        }
        // She faces to the image's right (her left) in the first shot, he to the image's left in the last.
        let first = Self.measurements[1...20].filter(\.faceFound).map(\.yaw)
        let last = Self.measurements[240...269].filter(\.faceFound).map(\.yaw)
        #expect(first.reduce(0, +) / Double(max(first.count, 1)) > 5 * degree)
        #expect(last.reduce(0, +) / Double(max(last.count, 1)) < -5 * degree)
    }
}
