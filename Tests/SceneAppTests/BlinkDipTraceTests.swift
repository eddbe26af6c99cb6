import FaceNavCore
import Testing

@testable import SceneApp

/// A blink whose other eye reads shut on a single 15 fps frame, and winks whose open eye reads shut for a
/// moment, at 15, 30 and 60 frames a second with `WinkCourse.blinkDip` (0.05 s, the default): a wink
/// whose other eye read shut near its start is doubtful and fires no sooner than `naturalBlinkMaximum` (0.4 s)
/// after its eye shut. Each course gives the eyes' openness over seconds from its start; its events fall on
/// multiples of 1/30 s.
@Suite struct BlinkDipTraceTests {
    typealias Course = (Double) -> (left: Double, right: Double)

    static let rates = [15, 30, 60]

    /// The gestures fired, sampling at `fps` 2 s of open eyes, `course` for `duration` seconds, then 1.5 s of
    /// open eyes; `withoutDip` leaves `blinkDip` out.
    func fired(_ course: Course, for duration: Double, fps: Int, withoutDip: Bool = false) -> [Gesture] {
        var engine = GestureEngine()
        if withoutDip { engine.blinkDip = nil }
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

    @Test func aBlinkWhoseOtherEyeReadsShutOnOneFifteenthOfASecondIsNoGestureAtAnyRate() {
        // The wink set's 2007_007763-158 fed at 15 fps: the right eye reads shut for 0.35 s (it lingers after
        // the blink), the left for 1/15 s just after it shut. At 30 and 60 fps that is two and four readings,
        // and the left eye's vote shuts it within a blink's spread; at 15 fps it is one, which the vote never
        // shuts, and without the rule the right eye's closure fired as a wink.
        let blink: Course = { t in (self.during(t, 1.0 / 15, 2.0 / 15) ? 0 : 1, 0) }
        for fps in Self.rates { #expect(fired(blink, for: 0.35, fps: fps).isEmpty, "at \(fps) fps") }
        #expect(fired(blink, for: 0.35, fps: 15, withoutDip: true) == [.winkRight])
    }

    @Test func aWinkWhoseOpenEyeReadsShutForAThirtiethOfASecondLaterFiresAtEveryRate() {
        // The open eye reads shut for 1/30 s 0.2 s into a 0.5 s wink: past the blink spread at every rate.
        let wink: Course = { t in (self.during(t, 0.2, 0.2 + 1.0 / 30) ? 0 : 1, 0) }
        for fps in Self.rates { #expect(fired(wink, for: 0.5, fps: fps) == [.winkRight], "at \(fps) fps") }
    }

    @Test func aWinkWhoseOpenEyeReadsShutForAThirtiethOfASecondAsItShutsFiresAtEveryRate() {
        // The same reading as the winking eye shuts: one reading at 30 fps and two at 60 are a thirtieth of a
        // second, too short for a blink's dip. At 15 fps the frame is as long as a blink's whole dip: the wink
        // is doubtful, and a 0.7 s wink fires 0.4 s after its eye shut.
        let wink: Course = { t in (self.during(t, 1.0 / 15, 1.0 / 15 + 1.0 / 30) ? 0 : 1, 0) }
        for fps in Self.rates { #expect(fired(wink, for: 0.7, fps: fps) == [.winkRight], "at \(fps) fps") }
        // What the rule costs: a wink as short as 0.35 s with that frame reads at 15 fps as the blink above.
        #expect(fired(wink, for: 0.35, fps: 30) == [.winkRight])
        #expect(fired(wink, for: 0.35, fps: 15).isEmpty)
    }

    @Test(arguments: 0..<18) func oneNoisyFrameOfTheOpenEyeDoesNotKillAWinkAt30(frame: Int) {
        // The noisy clip with the rule on: a 0.6 s right wink whose open left eye read 0.3 on one frame.
        let noisy: Course = { t in (self.during(t, Double(frame) / 30, Double(frame + 1) / 30) ? 0.3 : 1, 0) }
        #expect(fired(noisy, for: 0.6, fps: 30) == [.winkRight])
    }
}
