import FaceNavCore
import FaceNavTestSupport
import Testing

@testable import SceneApp

/// Issue 18, item 5: with a tracked face (a camera or `--video`), a key move takes the cursor, and the face
/// takes it back only once the head moves deliberately.
@Suite struct KeysWinTests {
    static let size = Size(width: 60, height: 24)

    /// A face at `yaw`, `pitch` with a tracker's jitter at rest: up to ±0.035 rad (2°) each frame, seeded (the
    /// still wink videos strayed up to 0.076 rad from a frame within a second).
    static func jittery(from: Double, to: Double, yaw: Double, pitch: Double, seed: UInt64) -> [FaceMeasurement] {
        var random = SeededRandom(seed: seed)
        return stride(from: from, to: to, by: 1.0 / 30).map {
            FaceMeasurement(
                time: $0, yaw: yaw + Double.random(in: -0.035...0.035, using: &random),
                pitch: pitch + Double.random(in: -0.035...0.035, using: &random))
        }
    }

    @Test(arguments: [CursorMode.absolute, .joystick])
    func anArrowKeyHoldsTheCursorUntilTheHeadTurns(mode: CursorMode) {
        var driver = AppDriver(profile: Profile(bindings: [.tongueOut: .activate], cursorMode: mode), size: Self.size)
        driver.feed(Self.jittery(from: 0, to: 2, yaw: 0, pitch: 0, seed: 1))
        // The head a little off centre: in joystick mode beyond the dead zone, so the face alone drifts.
        let rest = (yaw: 0.07, pitch: 0.0)
        driver.feed(Self.jittery(from: 2, to: 3, yaw: rest.yaw, pitch: rest.pitch, seed: 2))
        driver.send(.pointerMoved(driver.state.layout.regions.last { $0.label == "List" }!.rect.center))
        driver.press(.down)
        let keyed = driver.state.cursor
        let target = driver.state.hovered?.label
        #expect(target != "List" && target != nil, "the key moved focus")
        driver.feed(Self.jittery(from: 3, to: 6, yaw: rest.yaw, pitch: rest.pitch, seed: 3))
        #expect(driver.state.cursor == keyed, "\(mode): the face did not undo the key")
        // A deliberate turn (8°) takes the cursor back.
        driver.feed(Self.jittery(from: 6, to: 7, yaw: rest.yaw + 0.14, pitch: rest.pitch, seed: 4))
        #expect(driver.state.cursor != keyed, "\(mode): the head moved it again")
    }
}
