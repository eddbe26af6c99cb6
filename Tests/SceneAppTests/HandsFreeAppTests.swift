import FaceNavCore
import FaceNavTestSupport
import Testing

@testable import SceneApp

/// The hands-free rules as the app applies them to a face: centring by itself, and presses that cannot hurt.
@Suite struct HandsFreeAppTests {
    static let size = Size(width: 60, height: 24)

    /// The sample app with a Quit button under the others.
    static func appWithQuit() -> AppDefinition {
        var app = SampleApp.make()
        app.scenes["home"]?.widgets.append(Widget(id: "quit", kind: .button(label: "Quit"), actions: [.quit]))
        return app
    }

    /// Frames 30 a second from `from` to `to` of a face holding this pose.
    func hold(from: Double, to: Double, yaw: Double = 0, pitch: Double = 0) -> [FaceMeasurement] {
        stride(from: from, to: to, by: 1.0 / 30).map { FaceMeasurement(time: $0, yaw: yaw, pitch: pitch) }
    }

    /// The pose (from a neutral of 0, 0) that puts the absolute cursor on `point`.
    func pose(for point: Point, sensitivity: FaceSensitivity = .default) -> (yaw: Double, pitch: Double) {
        sensitivity.pose(aimingAt: point, on: Self.size)
    }

    /// Centres on a straight face for 1.2 s, then aims at the target labelled `label` and holds from `from`.
    func aim(_ driver: inout AppDriver, at label: String, from: Double, for seconds: Double) {
        let region = driver.state.layout.regions.last { $0.label == label && $0.target != nil }!
        let (yaw, pitch) = pose(for: region.rect.center)
        driver.feed(hold(from: from, to: from + seconds, yaw: yaw, pitch: pitch))
    }

    @Test func theFirstSteadyPoseBecomesNeutralAndIsAnnounced() {
        var driver = AppDriver(size: Self.size)
        driver.feed(hold(from: 0, to: 1.5, yaw: 0.1, pitch: 0.05))
        #expect(driver.announcements.contains("Centred"))
        #expect(abs(driver.state.headCursor.neutralYaw - 0.1) < 1e-9)
        #expect(abs(driver.state.headCursor.neutralPitch - 0.05) < 1e-9)
        #expect(abs(driver.state.cursor.x - 29) <= 1 && abs(driver.state.cursor.y - 11) <= 1)
        // Aiming afterwards moves the cursor and is never taken as neutral.
        driver.feed(hold(from: 1.5, to: 4, yaw: 0.3, pitch: 0.05))  // 0.2 to the left: the edge
        #expect(driver.announcements.filter { $0 == "Centred" }.count == 1)
        #expect(driver.state.cursor.x == 0)
    }

    @Test func dwellOnQuitAsksFirstWithCancelFocusedAndConfirmingQuits() {
        var driver = AppDriver(app: Self.appWithQuit(), size: Self.size)
        driver.feed(hold(from: 0, to: 1.2))
        aim(&driver, at: "Quit", from: 1.2, for: 3)
        #expect(!driver.state.isQuitting && !driver.effects.contains(.quit))
        #expect(driver.activations.isEmpty)
        #expect(driver.state.navigation.sheet == AppState.dwellConfirmationSceneID)
        #expect(driver.announcements.contains("Quit? Sheet."))
        let buttons = driver.state.layout.focusOrder.filter { $0.target != .backButton }.map(\.label)
        #expect(buttons == ["Cancel", "Quit"])
        // The confirmation is pressed by dwell once the cursor has travelled onto it from Cancel, resting
        // twice the dwell time (issue 18).
        aim(&driver, at: "Quit", from: 4.2, for: 3.5)
        #expect(driver.state.isQuitting && driver.effects.contains(.quit))
        #expect(driver.announcements.filter { $0 == "Quit? Sheet." }.count == 1)
    }

    @Test func dwellOnCancelLeavesTheAppRunning() {
        var driver = AppDriver(app: Self.appWithQuit(), size: Self.size)
        driver.feed(hold(from: 0, to: 1.2))
        aim(&driver, at: "Quit", from: 1.2, for: 3)
        aim(&driver, at: "Cancel", from: 4.2, for: 2.5)
        #expect(!driver.state.isQuitting && driver.state.navigation.sheet == nil)
        // A deliberate press quits at once.
        driver.point(at: "Quit")
        driver.send(.command(.activate, source: .key))
        #expect(driver.state.isQuitting)
    }

    @Test func dwellStillPressesWhatIsNotDestructive() {
        var driver = AppDriver(app: Self.appWithQuit(), size: Self.size)
        driver.feed(hold(from: 0, to: 1.2))
        aim(&driver, at: "Say", from: 1.2, for: 2)
        #expect(driver.activations.count == 1 && driver.state.navigation.sheet == nil)
    }

    @Test func dwellWaitsForTheCursorToMoveOnANewScreen() {
        var driver = AppDriver(size: Self.size)
        driver.feed(hold(from: 0, to: 1.2))
        aim(&driver, at: "List", from: 1.2, for: 2)  // dwell pushes the People screen
        #expect(driver.activations.count == 1)
        #expect(driver.state.navigation.topSceneID == "people")
        #expect(driver.state.hovered?.target != nil)  // something pressable is under the resting cursor
        driver.feed(hold(from: 3.2, to: 7, yaw: driver.state.lastFace!.yaw, pitch: driver.state.lastFace!.pitch))
        #expect(driver.activations.count == 1)
        #expect(driver.state.dwellGate.heldAt != nil)
        // Moving the cursor away and onto a target of the new screen lets dwell press again.
        driver.feed(hold(from: 7, to: 7.5))
        let hovered = driver.state.hovered
        driver.feed(hold(from: 7.5, to: 9.5))
        #expect(driver.state.dwellGate.heldAt == nil)
        #expect(driver.activations.count == (hovered?.target == nil ? 1 : 2))
    }

    @Test func theGateHoldsUntilTheCursorMovesTwoCells() {
        var gate = DwellGate()
        let steps = [("a", 5, 5), ("b", 5, 5), ("b", 6, 4), ("b", 7, 5), ("b", 7, 5)].map { screen, x, y in
            gate.allows(screen: screen, cursor: Point(x: x, y: y))
        }
        #expect(steps == [true, false, false, true, true])
    }
}

/// Issue 18: FaceNav's question puts its destructive choice away from where the head points.
@Suite struct QuestionPlacementTests {
    @Test func theQuitChoiceNeverOpensUnderTheHead() throws {
        var driver = AppDriver(size: HandsFreeAppTests.size)
        driver.feed(stride(from: 0, to: 1.2, by: 1.0 / 30).map { FaceMeasurement(time: $0) })
        var seen: [Point] = []
        // Wherever the head pointed when the question opened, Quit lies a clear travel from it, Cancel under it.
        for round in 0..<3 {
            driver.send(.command(.quit, source: .voice(word: "quit")), at: 2 + Double(round))
            let origin = try #require(driver.state.confirmArming?.origin)
            let quit = try #require(driver.state.layout.focusOrder.first { $0.label == "Quit" })
            #expect(ConfirmArming.distance(origin, quit.rect.center) >= ConfirmArming.travel, "\(origin) \(quit.rect)")
            #expect(driver.state.hovered?.label == "Cancel")
            seen.append(quit.rect.center)
            driver.send(.command(.back, source: .key))
            // Next time the head points where Quit was.
            driver.send(.pointerMoved(quit.rect.center))
        }
        #expect(Set(seen.map(\.x)).count == 2, "the choices swapped sides to stay away from the head")
    }
}
