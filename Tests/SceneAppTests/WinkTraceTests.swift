import FaceNavCore
import FaceNavTestSupport
import Testing

@testable import SceneApp

/// Readings traces of what a face does besides winking, and of winks read badly, through `GestureEngine`:
/// a wink survives a bad frame of either eye, and a lopsided blink, a squint, a slow doze or a head turn never
/// becomes one. The values are openness readings as the tracker gives them (1 open, 0 shut), shaped on what
/// the wink set's tune part reads (issue 19).
@Suite struct WinkTraceTests {
    let settled = FaceStream().neutral(for: 1.5)

    func fired(_ stream: FaceStream) -> [Gesture] {
        var engine = GestureEngine()
        return engine.replay(stream.measurements).map(\.gesture)
    }

    @Test(arguments: [(2, 9), (5, 12), (9, 3)]) func aWinkWithOneBadFrameOfEachEyeFiresOnce(
        winkingOpen: Int, otherShut: Int
    ) {
        // A right wink of 0.6 s: on one frame the winking eye reads open, on another the open eye reads shut.
        let wink = settled.frames(18) { face, index in
            face.eyeRight = index == winkingOpen ? 0.9 : 0.05
            face.eyeLeft = index == otherShut ? 0.1 : 0.9
        }
        #expect(fired(wink.neutral(for: 1)) == [.winkRight])
    }

    @Test(arguments: [(2, 4), (3, 6), (1, 8)]) func aLopsidedBlinkIsNoWink(leads: Int, lags: Int) {
        // The left eye shuts a few frames before the right and lingers shut after it (a stale reading after
        // the blink, as the smiling face read): both eyes shut together, so the whole closure is a
        // blink, however long the left eye stays shut after the right opened.
        let blink = settled.blink(for: 0.15, leftLeads: leads, leftLags: lags)
        #expect(fired(blink.neutral(for: 1)).isEmpty)
    }

    @Test func aSquintWithOneEyeLowerIsNoWink() {
        // A smile's squint for 1.5 s: both eyes narrow, the right more (0.45 against 0.6), and the right dips
        // to 0.25 on one frame in three: never two shut readings in three, so never shut.
        let squint = settled.frames(45) { face, index in
            face.eyeLeft = index % 4 == 1 ? 0.5 : 0.6
            face.eyeRight = index % 3 == 0 ? 0.25 : 0.45
        }
        #expect(fired(squint.neutral(for: 1)).isEmpty)
    }

    @Test func aSquintReadLikeTheTunePartsSqueezedFaceIsNoWink() {
        // The wink set's 2008_001009-125 no-wink clip (tune part) at rest: its left eye read 0 for seven frames
        // while both eyes were open, then 0.39 and open; the closest a no-wink clip came to a false wink (its
        // hold reached 0.233 of the 0.25 s that fires). Any rule that lengthens a hold by a frame fires here.
        let readings = [1, 0, 0, 0, 0, 0, 0, 0, 0.39, 1, 0.93, 0, 0.9, 0.81, 0, 0, 1, 1]
        let trace = settled.frames(readings.count) { face, index in face.eyeLeft = readings[index] }
        #expect(fired(trace.neutral(for: 1)).isEmpty)
    }

    @Test(arguments: [0.0, 0.3, 0.6]) func aSlowDozeIsNoWink(leftLead: Double) {
        // Both eyes close over three seconds, the left up to 0.6 s ahead of the right, stay shut for two and
        // open again over one: the closing eye is never shut alone long enough to be a wink before the other
        // reaches its shut level, because a closing other eye reads narrowed long before it reads shut. Only
        // eyesClosed (pause) may fire.
        func openness(_ t: Double, lead: Double) -> Double {
            if t < 3 + lead { return max(0, 1 - (t + lead) / 3) }
            if t < 5 { return 0 }
            return min(1, t - 5)
        }
        let doze = settled.frames(settled.frameCount(6.5)) { face, index in
            let t = Double(index) / 30
            face.eyeLeft = min(1, openness(t, lead: leftLead))
            face.eyeRight = min(1, openness(t, lead: 0))
        }
        let gestures = fired(doze.neutral(for: 1))
        #expect(!gestures.contains(.winkLeft) && !gestures.contains(.winkRight))
        #expect(gestures.allSatisfy { $0 == .eyesClosed })
    }

    @Test func aWinkWhoseLidDropsOverASecondStillFires() {
        // A slow, deliberate wink: the right lid falls evenly over a second, stays shut half a second. Its
        // eye goes from its last open reading (0.62) to judged shut in 0.27 s, within `WinkCourse.closingTime`.
        let wink = settled.frames(30) { face, index in face.eyeRight = 1 - Double(index) / 29 }
            .face(for: 0.5) { $0.eyeRight = 0 }
        #expect(fired(wink.neutral(for: 1)) == [.winkRight])
    }

    @Test func aWinkDuringAHeadTurnFires() {
        // The head turns 25 degrees to the user's right over a second; the far eye (the left) reads narrower
        // as it turns away (down to 0.6), and halfway through the turn the right eye winks for 0.5 s.
        let turn = settled.frames(30) { face, index in
            let share = Double(index) / 29
            face.yaw = 25 * share * .pi / 180
            face.eyeLeft = 1 - 0.4 * share
            if (12..<27).contains(index) { face.eyeRight = 0.05 }
        }
        #expect(fired(turn.face(for: 1) { $0.yaw = 25 * .pi / 180 }) == [.winkRight])
    }

    @Test func aHeadTurnAloneIsNoWink() {
        // The same turn without a wink, the far eye read as low as 0.45 for half a second at the far end.
        let turn = settled.frames(45) { face, index in
            let share = min(1, Double(index) / 29)
            face.yaw = 25 * share * .pi / 180
            face.eyeLeft = index >= 30 ? 0.45 : 1 - 0.4 * share
        }
        #expect(fired(turn.neutral(for: 1)).isEmpty)
    }
}
