import FaceNavCore
import FaceNavTestSupport
import Testing

@testable import SceneApp

/// The face as the app sees it: frames in, cursor moves and commands out, never a press by accident.
@Suite struct FaceDrivenAppTests {
    /// 30 frames a second of a still, neutral face from `from` to `to`.
    func still(from: Double, to: Double, yaw: Double = 0, pitch: Double = 0) -> [FaceMeasurement] {
        stride(from: from, to: to, by: 1.0 / 30).map { FaceMeasurement(time: $0, yaw: yaw, pitch: pitch) }
    }

    @Test func losingTheFaceIsAnnouncedAndPressesNothing() {
        var driver = AppDriver()
        driver.feed(still(from: 0, to: 2))
        driver.feed(stride(from: 2.0, to: 4, by: 1.0 / 30).map { FaceMeasurement.lost(at: $0) })
        #expect(driver.announcements.contains("Face found"))
        #expect(driver.announcements.contains("Face lost"))
        #expect(driver.activations.isEmpty)
        #expect(!driver.state.isFaceVisible)
    }

    @Test func keysStillWorkWhilePausedButTheFaceDoesNot() {
        var driver = AppDriver()
        driver.press(.character("p"))
        #expect(driver.state.isPaused)
        let cursor = driver.state.cursor
        driver.feed(still(from: 0, to: 1, yaw: 0.2))
        #expect(driver.state.cursor == cursor)
        driver.press(.character("p"))
        #expect(!driver.state.isPaused)
    }

    @Test func recenterTakesTheCurrentPoseAsNeutral() {
        var driver = AppDriver()
        driver.feed(still(from: 0, to: 0.5, yaw: 0.1, pitch: 0.05))
        driver.send(.command(.recenter, source: .key))
        #expect(driver.state.headCursor.neutralYaw == 0.1)
        #expect(driver.state.headCursor.neutralPitch == 0.05)
        #expect(driver.state.cursor == driver.state.layout.content.center)
    }
}
