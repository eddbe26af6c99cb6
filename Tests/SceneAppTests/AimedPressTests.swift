import FaceNavCore
import FaceNavTestSupport
import Testing

@testable import SceneApp

/// Issue 18: a press goes to what the user aimed at. Making a gesture moves the head (a tongue-out drops
/// it, a tilt or a wink turns it); the press goes to the target the cursor held just before the gesture
/// began, not to where the gesture pushed it.
@Suite struct AimedPressTests {
    static let size = Size(width: 60, height: 24)

    /// The pose (from a neutral of 0, 0) that puts the absolute cursor on `point`.
    static func pose(for point: Point) -> (yaw: Double, pitch: Double) {
        FaceSensitivity.default.pose(aimingAt: point, on: size)
    }

    /// The cell the absolute cursor settles on for a pose.
    static func point(for yaw: Double, _ pitch: Double) -> Point {
        var cursor = HeadPoseCursor()
        var cell = Point.zero
        for i in 0..<30 { cell = cursor.update(yaw: yaw, pitch: pitch, at: Double(i) / 30, in: size) }
        return cell
    }

    /// The gesture made for half a second (a tilt rolls the head 30°).
    static func make(_ gesture: Gesture, _ face: inout FaceMeasurement) {
        switch gesture {
        case .tongueOut: face.tongue = 0.9
        case .mouthOpen: face.mouth = 0.9
        case .winkLeft: face.eyeLeft = 0
        case .winkRight: face.eyeRight = 0
        case .tiltLeft: face.roll = 0.52
        case .tiltRight: face.roll = -0.52
        case .eyesClosed, .dwell: break
        }
    }

    /// Each press gesture, with the push it gives the head (degrees of yaw, pitch): drops and turns.
    static let pushes: [(Gesture, Double, Double)] = [
        (.tongueOut, 0, -4), (.mouthOpen, 0, -5), (.winkLeft, 1, -3), (.winkRight, -1, -3),
        (.tiltLeft, 4, -2), (.tiltRight, -4, -2), (.tongueOut, -3, -3),
    ]

    @Test(arguments: pushes)
    func thePressGoesToTheTargetHeldBeforeTheGestureBegan(gesture: Gesture, yawDegrees: Double, pitchDegrees: Double) {
        let profile = Profile(bindings: [gesture: .activate])
        var driver = AppDriver(profile: profile, size: Self.size)
        driver.feed(stride(from: 0, to: 1.2, by: 1.0 / 30).map { FaceMeasurement(time: $0) })
        let aimed = driver.state.layout.regions.last { $0.label == "Cards" && $0.target != nil }!
        let aim = Self.pose(for: aimed.rect.center)
        let pushed = (aim.yaw + yawDegrees * .pi / 180, aim.pitch + pitchDegrees * .pi / 180)
        let landing = driver.state.layout.target(at: Self.point(for: pushed.0, pushed.1))
        #expect(landing?.target != aimed.target, "the push must leave Cards to prove anything")

        driver.feed(
            stride(from: 1.2, to: 2.2, by: 1.0 / 30).map { FaceMeasurement(time: $0, yaw: aim.yaw, pitch: aim.pitch) })
        #expect(driver.state.hovered?.label == "Cards")
        // The gesture: the head moves to the pushed pose over its first 0.15 s and stays there.
        driver.feed(
            stride(from: 2.2, to: 2.8, by: 1.0 / 30).map { time in
                let share = min((time - 2.2) / 0.15, 1)
                var face = FaceMeasurement(
                    time: time, yaw: aim.yaw + (pushed.0 - aim.yaw) * share,
                    pitch: aim.pitch + (pushed.1 - aim.pitch) * share)
                Self.make(gesture, &face)
                return face
            })
        driver.feed(
            stride(from: 2.8, to: 3.3, by: 1.0 / 30).map { FaceMeasurement(time: $0, yaw: pushed.0, pitch: pushed.1) })
        #expect(driver.events.contains { $0.kind == .gesture(gesture) }, "\(gesture) fired")
        #expect(driver.activations.map(\.kind) == [.activation(sceneID: "home", target: aimed.target!, label: "Cards")])
        #expect(driver.state.navigation.topSceneID == "cards")
    }

    @Test func theTrailGivesTheCellHeldJustBeforeATime() {
        var trail = CursorTrail(span: 1)
        for i in 0..<60 { trail.record(Point(x: i, y: 0), at: Double(i) / 30) }
        #expect(trail.point(before: 1.5) == Point(x: 44, y: 0))
        #expect(trail.point(before: 0.5) == nil, "older than the span is forgotten")
        trail.record(Point(x: 7, y: 7), at: 0.1)
        #expect(trail.point(before: 0.2) == Point(x: 7, y: 7), "time going back starts afresh")
    }
}
