import EscapeGame
import FaceNavCore
import FaceNavTestSupport
import Features
import Runtime
import SceneApp
import SceneFormat
import ScreenRendering
import Testing

/// FaceNav's own screens over every app `facenav run --app` opens (`HandsFreeShell`), by face alone:
/// the pause gesture brings the paused screen over the waiting app, and from it Settings, Messages,
/// Resume and Quit (asked first, Cancel under the cursor) are reached by dwell, winks and the tongue.
/// The shell's reducer runs in a `ShellStore`; the one test of what the loop performs uses `ShellRun`.
@Suite struct HandsFreeShellTests {
    static let size = Size(width: 80, height: 24)
    static let profilePath = "/facenav-test/profile.yaml"

    /// The app opened by name, as `BundledApp` opens it, with the joystick profile (the head rests, winks move).
    static func app(_ name: String) throws -> FeatureInstance {
        let profile = CalibrationWizardFlowTests.joystick
        switch name {
        case "cards":
            return FeatureInstance(
                SwipeCardsFeature(),
                state: SwipeCardsState(deckName: "people", cards: SwipeCardsTests.cards, profile: profile))
        case "selfie":
            return FeatureInstance(
                SelfieFeature(previewMode: .ascii),
                state: SelfieState(app: SelfieTests.app, profile: profile, size: size))
        case "document":
            let feature = DocumentCaptureFeature()
            let app = try AppLoader.load(directory: OneLoopTests.root + "/Scenes/document")
            return FeatureInstance(feature, state: feature.initialState(app: app, profile: profile, size: size))
        default:
            return FeatureInstance(GameFeature(), state: GameState(game: try OneLoopTests.game(), profile: profile))
        }
    }

    @Test(arguments: ["cards", "selfie", "document", "game"])
    func thePausedScreenSettingsMessagesResumeAndQuitByFaceAlone(app name: String) throws {
        var run = try ShellStore(name)
        run.face { $0.neutral(for: 1.5) }
        #expect(!run.state.isShowingScreens)
        #expect(run.said.contains { $0.hasPrefix("For FaceNav's settings, messages and quit: eyes closed") })

        run.pauseGesture()
        #expect(run.state.isShowingScreens, "the pause gesture shows FaceNav's screens over \(name)")
        #expect(run.screen.contains("The app is paused."), "\(run.screen)")
        #expect(!run.lines.contains { $0.contains(#""type":"pause""#) }, "the app itself did not act on it")

        for label in ["Settings"] {
            let reached = run.focus(label)
            #expect(reached, "\(name): focus reached \(label): \(run.screen)")
            run.rest()
        }
        #expect(run.screens.navigation.topSceneID == AppState.settingsSceneID, "\(name): \(run.screen)")
        run.back()
        #expect(run.screens.navigation.topSceneID == AppState.pausedSceneID)

        let onMessages = run.focus("Messages")
        #expect(onMessages)
        run.rest()
        #expect(run.screens.overlay == .history)
        #expect(run.screen.contains("For FaceNav's settings"), "the history lists what was said: \(run.screen)")
        run.back()
        #expect(run.screens.overlay == nil)

        let onResume = run.focus("Resume")
        #expect(onResume)
        run.rest()
        #expect(!run.state.isShowingScreens, "Resume gives the app back: \(run.screen)")
        #expect(!run.screen.contains("The app is paused."))

        run.pauseGesture()
        #expect(run.state.isShowingScreens)
        let onQuit = run.focus("Quit")
        #expect(onQuit)
        run.rest()
        #expect(!run.isFinished, "dwell on Quit asks first")
        #expect(run.screens.navigation.sheet == AppState.dwellConfirmationSceneID)
        #expect(run.screens.hovered?.label == "Cancel", "the confirmation opens on Cancel")
        run.face { $0.face(for: 0.5) { $0.tongue = 1 }.neutral(for: 0.5) }
        #expect(run.screens.navigation.sheet == nil, "the tongue pressed Cancel")
        #expect(!run.isFinished)
    }

    @Test func thePauseGestureAgainResumesAndVoiceOpensSettingsStraightAway() throws {
        var run = try ShellStore("cards")
        run.face { $0.neutral(for: 1.5) }
        run.pauseGesture()
        #expect(run.state.isShowingScreens)
        run.pauseGesture()
        #expect(!run.state.isShowingScreens, "closing the eyes again resumes")
        #expect(run.said.contains("Resumed"))

        run.send(.heard(.settings, word: "settings"), at: run.stream.nextTime)
        #expect(run.state.isShowingScreens)
        #expect(run.screens.navigation.topSceneID == AppState.settingsSceneID)
        run.send(.key(.escape), at: run.stream.nextTime + 0.1)
        #expect(run.state.isShowingScreens, "Escape on Settings goes back to the paused screen")
        run.send(.key(.escape), at: run.stream.nextTime + 0.2)
        #expect(!run.state.isShowingScreens, "Escape on the paused screen resumes")
        run.send(.heard(.settings, word: "settings"), at: run.stream.nextTime + 0.3)
        if let mismatch = snapshotMismatch(run.screen, named: "shell-settings-over-cards") {
            Issue.record(Comment(rawValue: mismatch))
        }
    }

    /// On the whole loop (`ShellRun`): the profile reaches the file writer, and the performer keeps the voice
    /// off for the app too.
    @Test func aSettingChangedOverAnAppIsSavedAndQuitAfterTheQuestionEnds() throws {
        var run = try ShellRun("game")
        run.face { $0.neutral(for: 1.5) }
        run.chooseSetting("Speech off", on: "Speech", scene: "facenav-speech")
        #expect(run.recorder.files[Self.profilePath]?.contains("speech:\n  enabled: false") == true)
        let spoken = run.recorder.said.count
        run.send(.heard(.history, word: "history"), at: run.stream.nextTime)
        #expect(run.recorder.said.count == spoken, "speech is off for the whole run, the app's too")

        run.send(.heard(.back, word: "back"), at: run.stream.nextTime)
        run.program.send(.quitRequested, at: run.stream.nextTime + 0.1)
        #expect(run.program.isFinished, "an interrupt ends the run while the screens show")
    }

    @Test func aPressGestureChangedOverTheGameAppliesToTheGameAtOnce() throws {
        var run = try ShellStore("game")
        run.face { $0.neutral(for: 1.5) }
        run.chooseSetting("Wink right", on: "Press gesture")
        #expect(run.screens.profile.command(for: .winkRight) == .activate)
        run.send(.heard(.pauseResume, word: "pause"), at: run.stream.nextTime)
        #expect(!run.state.isShowingScreens, "pause on FaceNav's screens resumes the game")

        let before = run.lines.count
        run.face { $0.neutral(for: 1.2).wink(left: false, for: 0.4).neutral(for: 0.5) }
        let after = run.lines[before...]
        #expect(
            after.contains { $0.contains(#""command":"activate","source":"gesture:winkRight""#) },
            "the game presses with the right wink now: \(after.filter { $0.contains("command") })")
    }

    /// An app that shows the last size it was sent, and what drives it.
    struct SizeShowingApp: Feature {
        func action(for input: ProgramInput) -> ProgramInput? { input }
        func reduce(_ state: inout String, _ input: ProgramInput, at time: Double) -> [ProgramEffect] {
            if case .resized(let size) = input { state = "\(size.width)x\(size.height)" }
            if case .inputChanged(let name) = input { state += " " + name }
            return []
        }
        func render(_ state: String, size: Size) -> ScreenBuffer {
            var buffer = ScreenBuffer(size: size)
            buffer.write(state, x: 0, y: 0)
            return buffer
        }
        func isFinished(_ state: String) -> Bool { false }
    }

    @Test func theWaitingAppKeepsUpWithTheTerminalsSizeAndInput() throws {
        let run = try ShellStore(app: FeatureInstance(SizeShowingApp(), state: ""), profile: .default)
        run.send(.heard(.settings, word: "settings"), at: 1)
        #expect(run.state.isShowingScreens)
        run.send(.resized(Size(width: 100, height: 30)), at: 2)
        run.send(.inputChanged("keyboard"), at: 2)
        #expect(run.screens.screenSize == Size(width: 100, height: 30))
        run.send(.heard(.pauseResume, word: "pause"), at: 3)
        #expect(!run.state.isShowingScreens)
        #expect(run.store.screen(Size(width: 100, height: 30)).hasPrefix("100x30 keyboard"))
    }

    /// Issue 18 item 8: `--app` had no "? Help" target, so a user with dwell alone had no way to FaceNav's
    /// screens from inside an app. The shell draws one at the top right while a face drives; resting the
    /// head elsewhere opens nothing, turning to it and resting there opens the help.
    @Test(arguments: ["cards", "selfie", "document", "game"])
    func dwellOnTheShellsHelpTargetOpensFaceNavsHelp(app: String) throws {
        var run = try ShellStore(app)
        #expect(!run.screen.split(separator: "\n")[0].contains("? Help"), "no face yet: no target")
        run.face { $0.neutral(for: 1.5) }
        #expect(run.screen.split(separator: "\n")[0].hasSuffix("? Help"), "\(run.screen)")
        run.face { $0.neutral(for: 4) }
        #expect(!run.state.isShowingScreens, "a head at rest opens nothing")
        // Turned up and to the right (yaw right is negative), held past the dwell time.
        run.face {
            $0.face(for: 4) {
                $0.yaw = -0.35; $0.pitch = 0.3
            }
        }
        #expect(run.state.isShowingScreens, "\(run.screen)")
        #expect(run.lines.contains { $0.contains(#""type":"command","command":"help""#) }, "\(run.screen)")
    }
}
