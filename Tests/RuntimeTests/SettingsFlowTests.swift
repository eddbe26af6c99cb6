import FaceNavCore
import FaceNavTestSupport
import Features
import Runtime
import SceneApp
import SceneFormat
import Testing

/// The settings screen (Scenes/settings) in a `ScreensStore`: reached, changed and saved by face alone.
@Suite struct SettingsFlowTests {
    @Test func thePressGestureChangedHandsFreeSurvivesARestart() throws {
        var run = try ScreensStore(profile: CalibrationWizardFlowTests.joystick)
        run.face { $0.neutral(for: 1.5) }
        // The cursor is where "Press gesture" was, now on "Wink left": dwell waits for it to move first.
        run.openSettingsPage("Press gesture", scene: "facenav-press")
        let onWinkLeft = run.focus("Wink left")
        #expect(onWinkLeft)
        run.rest()
        #expect(run.state.profile.command(for: .winkLeft) == .activate, "applied at once")
        #expect(run.state.profile.command(for: .dwell) == nil)
        // Issue 18: the old press gesture is left unbound, never swapped into wink left's old command.
        #expect(run.state.profile.command(for: .tongueOut) == nil, "the old press gesture is unbound")
        #expect(run.said.contains("Press with wink left; wink left no longer does back"))
        #expect(run.screen.contains("Press now with wink left."), "the screen shows the new value: \(run.screen)")
        #expect(!run.lines.contains { $0.contains(#""source":"key""#) }, "no keys")

        let text = try #require(run.files[ScreensHarness.profilePath])
        var restarted = try ScreensStore(profile: try ProfileFile.decode(text))
        restarted.face { $0.neutral(for: 1.5) }
        let onCards = restarted.focus("Cards")
        #expect(onCards)
        restarted.rest()
        #expect(restarted.state.navigation.topSceneID == "home", "dwell no longer presses")
        restarted.face { $0.wink(left: true, for: 0.4).neutral(for: 0.3) }
        #expect(restarted.state.navigation.topSceneID == "cards", "a left wink presses after the restart")
    }

    @Test func everySettingsButtonIsUnderstoodAndSaved() throws {
        let app = try ScreensHarness.app()
        var events: [String] = []
        func collect(_ widgets: [Widget]) {
            for widget in widgets {
                if case .row(let children) = widget.kind { collect(children) }
                for case .emit(let name) in widget.actions { events.append(name) }
            }
        }
        for scene in app.scenes.values where scene.id.hasPrefix("facenav-") { collect(scene.widgets) }
        #expect(events.count >= 20, "\(events)")
        for event in events {
            var state = AppState(app: app, screenSize: ScreensHarness.size)
            let effects = state.reduce(.command(.settings, source: .key), at: 1) + run(event, in: &state)
            let said = effects.compactMap { effect -> String? in
                if case .announce(let announcement) = effect { return announcement.text }
                return nil
            }
            #expect(
                !said.contains { $0.hasPrefix("Unknown setting") || $0.contains("is not loaded") }, "\(event): \(said)")
            let changesProfile =
                ["press", "dwell", "cursor", "gestures", "speech", "scanning"].contains {
                    event.hasPrefix("facenav.\($0).")
                } || event == "facenav.defaults"
            #expect(effects.contains(.saveProfile(state.profile)) == changesProfile, "\(event) saves iff it changes")
        }
    }

    /// Runs a settings event as a button with it would.
    func run(_ event: String, in state: inout AppState) -> [Effect] {
        let scene = Scene(
            id: "t", title: "t", widgets: [Widget(id: "b", kind: .button(label: "B"), actions: [.emit(event: event)])])
        state.app.scenes["t"] = scene
        state.navigation.push("t")
        state.cursor = state.layout.regions.first { $0.label == "B" }!.rect.center
        return state.reduce(.command(.activate, source: .key), at: 2)
    }

    @Test func dwellOnQuitAsksFirstWithCancelFocusedAndDoesNotQuit() throws {
        var run = try ScreensStore(profile: CalibrationWizardFlowTests.joystick)
        run.face { $0.neutral(for: 1.5) }
        let onHelp = run.focus("Help")
        #expect(onHelp)
        run.rest()
        let onQuit = run.focus("Quit")
        #expect(onQuit)
        run.rest()
        #expect(!run.isFinished, "dwell did not quit")
        #expect(run.state.navigation.sheet == AppState.dwellConfirmationSceneID)
        #expect(run.state.hovered?.label == "Cancel", "the safe choice is focused")
        run.rest()
        #expect(!run.isFinished, "resting longer does nothing: the cursor has not moved")
        run.face { $0.wink(left: true, for: 0.4).neutral(for: 0.3) }
        #expect(!run.isFinished, "back (wink left) closes it")
        #expect(run.state.navigation.sheet == nil)
    }

    @Test func voiceOpensSettingsHelpHistoryAndRecenters() throws {
        let run = try ScreensStore(profile: .default)
        run.send(.heard(.settings, word: "settings"), at: 1)
        #expect(run.state.navigation.topSceneID == AppState.settingsSceneID)
        run.send(.heard(.history, word: "history"), at: 2)
        #expect(run.state.overlay == .history)
        run.send(.heard(.back, word: "back"), at: 3)
        #expect(run.state.overlay == nil)
        run.send(.heard(.recenter, word: "recenter"), at: 4)
        #expect(run.said.last == "Recentered")
        run.send(.heard(.help, word: "help"), at: 5)
        #expect(run.state.navigation.sheet == AppState.helpSceneID)
        run.send(.heard(.help, word: "help"), at: 6)
        #expect(run.state.navigation.sheet == nil, "help closes the same way")
    }

    @Test func aWideOpenMouthHeldRecentersAndPressesNothing() throws {
        var run = try ScreensStore(profile: .default)
        run.face { $0.neutral(for: 1.5) }
        let before = run.said.count
        run.face { $0.face(for: 0.6) { $0.mouth = 0.8 }.neutral(for: 0.3) }
        #expect(Array(run.said.dropFirst(before)) == ["Recentered"])
        #expect(run.lines.contains { $0.contains(#""command":"recenter""#) && $0.contains("mouthOpen") })
    }

    @Test func helpOpensByDwellClosesByWinkAndPausesByDwellAnnounced() throws {
        var run = try ScreensStore(profile: CalibrationWizardFlowTests.joystick)
        run.face { $0.neutral(for: 1.5) }
        let onHelp = run.focus("Help")
        #expect(onHelp)
        run.rest()
        #expect(run.state.navigation.sheet == AppState.helpSceneID)
        run.face { $0.wink(left: true, for: 0.4).neutral(for: 0.3) }
        #expect(run.state.navigation.sheet == nil, "wink left (back) closes help")

        run.face { $0.wink(left: false, for: 0.3).neutral(for: 0.9) }
        let again = run.focus("Help")
        #expect(again)
        run.rest()
        let onPause = run.focus("Pause")
        #expect(onPause)
        run.rest()
        #expect(run.state.isPaused)
        #expect(run.said.last == "Paused. eyes closed or p to resume.")
        #expect(run.state.navigation.sheet == nil)
    }
}
