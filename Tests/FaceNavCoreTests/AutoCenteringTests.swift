import FaceNavTestSupport
import Testing

@testable import FaceNavCore

@Suite struct AutoCenteringTests {
    /// Feeds the stream; returns each (time, neutral) the centring chose.
    func centrings(_ centering: inout AutoCentering, _ stream: FaceStream) -> [(Double, NeutralPose)] {
        stream.measurements.compactMap { m in centering.update(m).map { (m.time, $0) } }
    }

    /// A head resting at (yaw, pitch) with a ±0.01 rad tremor, as a tracker sees a still head.
    func resting(_ stream: FaceStream, yaw: Double, pitch: Double, for seconds: Double) -> FaceStream {
        stream.frames(stream.frameCount(seconds)) { face, i in
            face.yaw = yaw + (i % 2 == 0 ? 0.01 : -0.01)
            face.pitch = pitch + (i % 3 == 0 ? 0.01 : 0)
        }
    }

    @Test func theFirstSteadyPoseBecomesNeutralAfterASecond() {
        var centering = AutoCentering()
        let stream = resting(FaceStream(), yaw: 0.1, pitch: -0.05, for: 2)
        let found = centrings(&centering, stream)
        #expect(found.count == 1)
        let (time, pose) = found[0]
        #expect(time >= 1.0 - 1e-9 && time < 1.1)
        #expect(abs(pose.yaw - 0.1) <= 0.011 && abs(pose.pitch + 0.05) <= 0.011)
        #expect(!centering.isArmed)
    }

    @Test func aMovingHeadIsNotCentredUntilItStops() {
        var centering = AutoCentering()
        // A slow sweep, 0.2 rad/s: never 1 s within 0.03 rad.
        var stream = FaceStream().frames(90) { face, i in face.yaw = 0.2 * Double(i) / 30 }
        #expect(centrings(&centering, stream).isEmpty)
        #expect(centering.progress < 0.5)
        stream = resting(stream, yaw: -0.2, pitch: 0, for: 1.5)
        var fresh = AutoCentering()
        let found = centrings(&fresh, stream)
        #expect(found.count == 1)
        #expect(found.first.map { abs($0.1.yaw + 0.2) <= 0.011 } == true)
        #expect(found.first.map { $0.0 >= 4.0 } == true)
    }

    @Test func aimingAfterCentringDoesNotRecentre() {
        var centering = AutoCentering()
        var stream = resting(FaceStream(), yaw: 0, pitch: 0, for: 1.5)
        stream = resting(stream, yaw: 0.15, pitch: 0.1, for: 3)  // holds on a target: must stay aimed
        #expect(centrings(&centering, stream).count == 1)
    }

    @Test func aShortLossKeepsTheNeutralAndALongOneCentresAgain() {
        var centering = AutoCentering(lostTime: 3)
        var stream = resting(FaceStream(), yaw: 0, pitch: 0, for: 1.5)
        stream = stream.lost(for: 2)
        stream = resting(stream, yaw: 0.1, pitch: 0, for: 2)
        #expect(centrings(&centering, stream).count == 1)

        stream = stream.lost(for: 4)
        stream = resting(stream, yaw: 0.1, pitch: 0, for: 2)
        var again = AutoCentering(lostTime: 3)
        let found = centrings(&again, stream)
        #expect(found.count == 2)
        #expect(found.last.map { abs($0.1.yaw - 0.1) <= 0.011 && $0.0 > 9.5 } == true)
    }

    @Test func armingCentresOnTheNextSteadyPose() {
        var centering = AutoCentering()
        var stream = resting(FaceStream(), yaw: 0, pitch: 0, for: 1.5)
        _ = centrings(&centering, stream)
        centering.arm()
        stream = resting(FaceStream(start: 2), yaw: -0.05, pitch: 0.02, for: 1.5)
        let found = centrings(&centering, stream)
        #expect(found.count == 1 && found.first.map { abs($0.1.pitch - 0.02) <= 0.011 } == true)
    }

    @Test func steadyWindowKeepsTheStillTailAndItsMedian() {
        var window = SteadyWindow(duration: 1, tolerance: 0.1)
        window.add([0], at: 0)
        window.add([1], at: 0.5)  // a jump: the run starts again from here
        #expect(window.steadyTime == 0)
        window.add([1.05], at: 1.0)
        window.add([0.98], at: 1.5)
        #expect(window.isSteady)
        #expect(window.median == [1])
        window.add([1], at: 1.2)  // time going backwards starts over
        #expect(window.steadyTime == 0 && !window.isSteady)
        window.add([.nan], at: 2)
        #expect(window.median == nil)
    }
}
