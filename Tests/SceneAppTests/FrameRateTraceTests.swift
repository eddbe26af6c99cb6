import FaceNavCore
import Testing

@testable import SceneApp

/// The same time course of the eyes gives the same gestures at 15, 30 and 60 frames a second: a webcam in
/// dim light halves its rate, a fast one doubles it, and the recogniser judges in seconds (`EyeClosure`'s
/// window, `WinkCourse`'s memory), not in frames. Each course gives the eyes' openness over seconds from its
/// start; its events fall on times every rate samples (multiples of 1/15 s), so each rate sees them.
@Suite struct FrameRateTraceTests {
    typealias Course = (Double) -> (left: Double, right: Double)

    static let rates = [15, 30, 60]

    /// The gestures fired, sampling at `fps` 2 s of open eyes, `course` for `duration` seconds, then 1.5 s of
    /// open eyes.
    func fired(_ course: Course, for duration: Double, fps: Int) -> [Gesture] {
        var engine = GestureEngine()
        var gestures: [Gesture] = []
        for index in 0..<Int((3.5 + duration) * Double(fps)) {
            let time = Double(index) / Double(fps)
            let since = time - 2
            let eyes = since > -1e-9 && since < duration - 1e-9 ? course(since) : (left: 1.0, right: 1.0)
            gestures += engine.update(FaceMeasurement(time: time, eyeLeft: eyes.left, eyeRight: eyes.right))
        }
        return gestures
    }

    /// Whether `time` lies in `from..<to`, with slack for the frames' times.
    func during(_ time: Double, _ from: Double, _ to: Double) -> Bool {
        time > from - 1e-9 && time < to - 1e-9
    }

    @Test func aWinkReadOpenForAThirtiethOfASecondFiresAtEveryRate() {
        // A left wink of 0.4 s whose shut eye reads open for 1/30 s in its middle: one bad frame at 30 fps,
        // two at 60, where two of the last three readings opened the eye and broke the hold twice; one frame
        // at 15 fps.
        let wink: Course = { t in (self.during(t, 0.2, 0.2 + 1.0 / 30) ? 1 : 0, 1) }
        for fps in Self.rates { #expect(fired(wink, for: 0.4, fps: fps) == [.winkLeft], "at \(fps) fps") }
    }

    @Test func aWinkWhoseOpenEyeReadsShutForAThirtiethOfASecondFiresAtEveryRate() {
        // A right wink of 0.5 s whose open left eye reads shut for 1/30 s, twice: at 60 fps, two frames in a
        // row shut it, the first time within a blink's spread (0.1 s) of the winking eye's shutting, and the
        // wink was taken for a blink.
        let wink: Course = { t in
            let dip = self.during(t, 1.0 / 15, 1.0 / 15 + 1.0 / 30) || self.during(t, 4.0 / 15, 4.0 / 15 + 1.0 / 30)
            return (dip ? 0 : 1, 0)
        }
        for fps in Self.rates { #expect(fired(wink, for: 0.5, fps: fps) == [.winkRight], "at \(fps) fps") }
    }

    @Test func aLopsidedBlinkIsNoGestureAtAnyRate() {
        // Both eyes shut for 0.2 s, the left 1/15 s before the right and open 1/15 s after it.
        let blink: Course = { t in (t < 0.2 + 2.0 / 15 ? 0 : 1, self.during(t, 1.0 / 15, 0.2 + 1.0 / 15) ? 0 : 1) }
        for fps in Self.rates { #expect(fired(blink, for: 0.4, fps: fps).isEmpty, "at \(fps) fps") }
    }

    @Test func aSquintReadHalfShutIsNoGestureAtAnyRate() {
        // A squint of 0.8 s as the estimator's pair rule gives it: both eyes read alike, 0.45 open, dipping
        // together to 0.3 for 1/15 s in every 4/15 s. Each dip shuts both eyes at once (a blink, no wink),
        // and the eyes' closure stays between eyesClosed's levels for less than its hold.
        let squint: Course = { t in
            let eyes = (t * 15 + 1e-6).rounded(.down).truncatingRemainder(dividingBy: 4) == 1 ? 0.3 : 0.45
            return (eyes, eyes)
        }
        for fps in Self.rates { #expect(fired(squint, for: 0.8, fps: fps).isEmpty, "at \(fps) fps") }
    }

    @Test func eyesDozingOffAreNoGestureAtAnyRate() {
        // Both eyes close over 3 s, the left 0.3 s ahead: the left is shut alone for 0.3 s, but it closed
        // slowly. Both are shut for less than eyesClosed's hold before they open.
        let doze: Course = { t in (max(0, 1 - t / 3), max(0, 1 - max(0, t - 0.3) / 3)) }
        for fps in Self.rates { #expect(fired(doze, for: 3, fps: fps).isEmpty, "at \(fps) fps") }
    }

    @Test func oneNoisyFrameIsNoGestureAtAnyRate() {
        // One frame at the rate's own length reads the left eye shut, then one reads the right shut.
        for fps in Self.rates {
            let frame = 1.0 / Double(fps)
            let noise: Course = { t in
                (self.during(t, 0.2, 0.2 + frame) ? 0 : 1, self.during(t, 0.6, 0.6 + frame) ? 0 : 1)
            }
            #expect(fired(noise, for: 1, fps: fps).isEmpty, "at \(fps) fps")
        }
    }
}
