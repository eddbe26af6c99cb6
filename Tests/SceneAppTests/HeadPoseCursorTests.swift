import FaceNavCore
import FaceNavTestSupport
import Testing

@testable import SceneApp

@Suite struct HeadPoseCursorTests {
    let screen = Size(width: 81, height: 25)
    let uneven = FaceSensitivity(limitTop: 0.05, limitBottom: 0.2, limitLeft: 0.1, limitRight: 0.3)

    /// Where a fresh cursor (whose filter passes the first sample through) puts this pose.
    func place(yaw: Double, pitch: Double, neutral: (Double, Double) = (0, 0)) -> Point {
        var cursor = HeadPoseCursor(sensitivity: uneven)
        cursor.recenter(yaw: neutral.0, pitch: neutral.1)
        return cursor.update(yaw: yaw, pitch: pitch, at: 0, in: screen)
    }

    @Test func neutralIsTheCentre() {
        #expect(place(yaw: 0, pitch: 0) == Point(x: 40, y: 12))
    }

    @Test func eachLimitReachesItsOwnEdge() {
        #expect(place(yaw: 0.1, pitch: 0) == Point(x: 0, y: 12))  // turned to the user's left
        #expect(place(yaw: -0.3, pitch: 0) == Point(x: 80, y: 12))
        #expect(place(yaw: 0, pitch: 0.05) == Point(x: 40, y: 0))  // looking up
        #expect(place(yaw: 0, pitch: -0.2) == Point(x: 40, y: 24))
    }

    @Test func halfwayToALimitIsHalfwayToThatEdge() {
        #expect(place(yaw: 0.05, pitch: 0) == Point(x: 20, y: 12))
        #expect(place(yaw: -0.15, pitch: 0) == Point(x: 60, y: 12))
        #expect(place(yaw: 0, pitch: 0.025) == Point(x: 40, y: 6))
        #expect(place(yaw: 0, pitch: -0.1) == Point(x: 40, y: 18))
    }

    @Test func beyondTheLimitsStaysInsideTheScreen() {
        #expect(place(yaw: 1, pitch: 1) == Point(x: 0, y: 0))
        #expect(place(yaw: -1, pitch: -1) == Point(x: 80, y: 24))
    }

    @Test func offsetsAreFromTheRecentredNeutral() {
        #expect(place(yaw: 0.3, pitch: -0.1, neutral: (0.3, -0.1)) == Point(x: 40, y: 12))
        #expect(place(yaw: 0.4, pitch: -0.05, neutral: (0.3, -0.1)) == Point(x: 0, y: 0))
    }

    @Test func recenterResetsTheFilterToTheCentre() {
        var cursor = HeadPoseCursor(sensitivity: uneven)
        for frame in 0..<30 { _ = cursor.update(yaw: 0.08, pitch: 0.04, at: Double(frame) / 30, in: screen) }
        cursor.recenter(yaw: 0.08, pitch: 0.04)
        #expect(cursor.update(yaw: 0.08, pitch: 0.04, at: 1, in: screen) == Point(x: 40, y: 12))
    }

    @Test func settlesOnAHeldPoseAndHoldsStillThroughJitter() {
        var random = SeededRandom(seed: 7)
        var cursor = HeadPoseCursor(sensitivity: uneven)
        var cells: Set<Point> = []
        for frame in 0..<300 {
            let yaw = 0.05 + Double.random(in: -0.002...0.002, using: &random)
            let point = cursor.update(yaw: yaw, pitch: 0, at: Double(frame) / 30, in: screen)
            if frame >= 60 { cells.insert(point) }
        }
        // Raw jitter of ±0.002 rad is ±0.8 cells; the filtered cursor stays within one cell of x = 20.
        #expect(cells.allSatisfy { abs($0.x - 20) <= 1 && $0.y == 12 })
        #expect(cells.count <= 2)
    }

    @Test func aSmallerScreenKeepsTheCursorInRange() {
        var cursor = HeadPoseCursor(sensitivity: uneven)
        _ = cursor.update(yaw: -1, pitch: -1, at: 0, in: screen)
        let small = Size(width: 10, height: 4)
        #expect(cursor.update(yaw: -1, pitch: -1, at: 0.1, in: small) == Point(x: 9, y: 3))
        cursor.mode = .joystick
        #expect(cursor.update(yaw: -1, pitch: -1, at: 0.2, in: Size(width: 5, height: 2)) == Point(x: 4, y: 1))
        #expect(cursor.update(yaw: 0, pitch: 0, at: 0.3, in: .zero) == .zero)
    }

    @Test func joystickDeadZoneDoesNotMove() {
        var cursor = HeadPoseCursor(mode: .joystick, joystick: JoystickSettings(deadZone: 0.05, maximumSpeed: 40))
        var points: Set<Point> = []
        for frame in 0..<60 {
            points.insert(cursor.update(yaw: 0.049, pitch: -0.049, at: Double(frame) / 30, in: screen))
        }
        #expect(points == [Point(x: 40, y: 12)])
    }

    @Test func joystickMovesAtTheExpectedSpeed() {
        // Limit 0.2, dead zone 0.05: a right turn of 0.125 is half way through the ramp, so 20 cells a second.
        var cursor = HeadPoseCursor(mode: .joystick, joystick: JoystickSettings(deadZone: 0.05, maximumSpeed: 40))
        cursor.place(at: Point(x: 10, y: 12))
        var point = Point.zero
        for frame in 0...30 { point = cursor.update(yaw: -0.125, pitch: 0, at: Double(frame) / 30, in: screen) }
        #expect(point == Point(x: 30, y: 12))
        // Looking up at full deflection: 40 cells a second upward, for 8 frames (10.7 cells).
        for frame in 31...38 { point = cursor.update(yaw: 0, pitch: 0.3, at: Double(frame) / 30, in: screen) }
        #expect(point == Point(x: 30, y: 1))
    }

    @Test func joystickTurningLeftMovesLeftAndStopsAtTheEdge() {
        var cursor = HeadPoseCursor(mode: .joystick)
        var point = Point.zero
        for frame in 0..<150 { point = cursor.update(yaw: 0.5, pitch: -0.5, at: Double(frame) / 30, in: screen) }
        #expect(point == Point(x: 0, y: 24))
    }

    @Test func joystickDoesNotLeapAfterAStall() {
        var cursor = HeadPoseCursor(mode: .joystick)
        _ = cursor.update(yaw: 0, pitch: 0, at: 0, in: screen)
        let point = cursor.update(yaw: -0.5, pitch: 0, at: 10, in: screen)
        #expect(point == Point(x: 44, y: 12))  // only maximumStep (0.1 s) at 40 cells a second
    }
}
