import FaceNavCore
import FaceNavTestSupport
import SceneApp
import Testing

/// In absolute mode (the default) the head aims the cursor; a wink's next or an arrow key moves focus,
/// and a still head must not pull the cursor straight back to where it aims, or focus never gets past the
/// first target (found walking the program with the emulated face: every wink right said "Back, button").
@Suite struct AbsoluteFocusTests {
    @Test func winksStepFocusFromTargetToTargetWithTheHeadStillAndTurningTakesItBack() {
        var driver = AppDriver(app: SampleApp.make(), size: Size(width: 60, height: 24))
        #expect(driver.state.profile.cursorMode == .absolute)
        var stream = FaceStream(start: 0.1).neutral(for: 1.5)
        driver.feed(stream.measurements)
        var seen: [String] = []
        for _ in 0..<3 {
            let before = stream.measurements.count
            stream = stream.wink(left: false, for: 0.3).neutral(for: 0.8)
            driver.feed(Array(stream.measurements[before...]))
            seen.append(driver.state.hovered?.label ?? "nothing")
        }
        #expect(Set(seen).count == 3, "three winks right, three targets: \(seen)")

        let before = stream.measurements.count
        stream = stream.face(for: 0.6) { $0.yaw = 0.2 }
        driver.feed(Array(stream.measurements[before...]))
        #expect(driver.state.cursor.x == 0, "turning the head to the left limit takes the cursor back")
    }

    @Test func aHeldPlacementLetsGoOnlyPastTheTakeBackDistance() {
        var cursor = HeadPoseCursor(mode: .absolute)
        let screen = Size(width: 81, height: 25)
        _ = cursor.update(yaw: 0, pitch: 0, at: 0, in: screen)
        cursor.place(at: Point(x: 5, y: 5))
        cursor.holdPlacement()
        #expect(cursor.update(yaw: 0, pitch: 0, at: 0.1, in: screen) == Point(x: 5, y: 5))
        // 0.01 rad of the 0.2 rad limit is 2 of 40 cells: still held.
        #expect(cursor.update(yaw: -0.01, pitch: 0, at: 0.2, in: screen) == Point(x: 5, y: 5))
        #expect(cursor.update(yaw: -0.2, pitch: 0, at: 0.3, in: screen).x == 80)
    }
}
