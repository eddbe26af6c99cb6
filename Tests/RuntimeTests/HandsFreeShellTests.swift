import EscapeGame
import FaceNavCore
import FaceNavTestSupport
import Features
import Inputs
import Runtime
import SceneApp
import SceneFormat
import ScreenRendering
import Testing

/// FaceNav's own screens over every app `facenav run --app` opens (`HandsFreeShell`), by face alone:
/// the pause gesture brings the paused screen over the waiting app, and from it Settings, Messages,
/// Resume and Quit (asked first, Cancel under the cursor) are reached by dwell, winks and the tongue.
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

    struct Run {
        let recorder = SessionRecorder()
        var program: Program<HandsFreeShell>
        var stream = FaceStream(start: 0.1)

        init(_ name: String) throws {
            let shell = HandsFreeShell(profilePath: HandsFreeShellTests.profilePath)
            let screens = try AppLoader.load(directory: OneLoopTests.root + "/Scenes/settings")
            program = Program(
                feature: shell,
                state: shell.initialState(
                    app: try HandsFreeShellTests.app(name), screens: screens,
                    profile: CalibrationWizardFlowTests.joystick, size: HandsFreeShellTests.size),
                performer: recorder.performer(handlers: [CaptureHandler.none.handler, CameraCheck.none.handler]))
            program.start(size: HandsFreeShellTests.size, at: 0)
        }

        var screens: AppState { program.state.screens }
        var screen: String { program.render(size: HandsFreeShellTests.size).plainText }

        mutating func face(_ build: (FaceStream) -> FaceStream) {
            let before = stream.measurements.count
            stream = build(stream)
            for frame in stream.measurements[before...] { program.send(.faceMeasured(frame), at: frame.time) }
        }

        /// Both eyes closed long enough to pause, then the head still past the screens' settle time.
        mutating func pauseGesture() { face { $0.blink(for: 1.3).neutral(for: 1.5) } }

        /// Winks right (`next`) until the screens' cursor is on `label`; false if never.
        mutating func focus(_ label: String) -> Bool {
            for _ in 0..<30 where screens.hovered?.label != label {
                face { $0.wink(left: false, for: 0.3).neutral(for: 0.9) }
            }
            return screens.hovered?.label == label
        }

        mutating func rest() { face { $0.neutral(for: 2.0) } }
        mutating func back() { face { $0.wink(left: true, for: 0.3).neutral(for: 0.9) } }

        /// "Settings" said over the app, then the settings page `page` and on it `choice`, each reached by
        /// winks and pressed by dwell; `scene`, when given, is the page expected to open.
        mutating func chooseSetting(
            _ choice: String, on page: String, scene: String? = nil,
            sourceLocation: Testing.SourceLocation = #_sourceLocation
        ) {
            program.send(.heard(.settings, word: "settings"), at: stream.nextTime)
            face { $0.neutral(for: 1.5) }
            let onPage = focus(page)
            #expect(onPage, "focus reached \(page)", sourceLocation: sourceLocation)
            rest()
            if let scene { #expect(screens.navigation.topSceneID == scene, sourceLocation: sourceLocation) }
            face { $0.wink(left: false, for: 0.3).neutral(for: 0.9) }
            let onChoice = focus(choice)
            #expect(onChoice, "focus reached \(choice)", sourceLocation: sourceLocation)
            rest()
        }
    }

    @Test(arguments: ["cards", "selfie", "document", "game"])
    func thePausedScreenSettingsMessagesResumeAndQuitByFaceAlone(app name: String) throws {
        var run = try Run(name)
        run.face { $0.neutral(for: 1.5) }
        #expect(!run.program.state.isShowingScreens)
        #expect(run.recorder.said.contains { $0.hasPrefix("For FaceNav's settings, messages and quit: eyes closed") })

        run.pauseGesture()
        #expect(run.program.state.isShowingScreens, "the pause gesture shows FaceNav's screens over \(name)")
        #expect(run.screen.contains("The app is paused."), "\(run.screen)")
        #expect(!run.recorder.lines.contains { $0.contains(#""type":"pause""#) }, "the app itself did not act on it")

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
        #expect(!run.program.state.isShowingScreens, "Resume gives the app back: \(run.screen)")
        #expect(!run.screen.contains("The app is paused."))

        run.pauseGesture()
        #expect(run.program.state.isShowingScreens)
        let onQuit = run.focus("Quit")
        #expect(onQuit)
        run.rest()
        #expect(!run.program.isFinished, "dwell on Quit asks first")
        #expect(run.screens.navigation.sheet == AppState.dwellConfirmationSceneID)
        #expect(run.screens.hovered?.label == "Cancel", "the confirmation opens on Cancel")
        run.face { $0.face(for: 0.5) { $0.tongue = 1 }.neutral(for: 0.5) }
        #expect(run.screens.navigation.sheet == nil, "the tongue pressed Cancel")
        #expect(!run.program.isFinished)
    }

    @Test func thePauseGestureAgainResumesAndVoiceOpensSettingsStraightAway() throws {
        var run = try Run("cards")
        run.face { $0.neutral(for: 1.5) }
        run.pauseGesture()
        #expect(run.program.state.isShowingScreens)
        run.pauseGesture()
        #expect(!run.program.state.isShowingScreens, "closing the eyes again resumes")
        #expect(run.recorder.said.contains("Resumed"))

        run.program.send(.heard(.settings, word: "settings"), at: run.stream.nextTime)
        #expect(run.program.state.isShowingScreens)
        #expect(run.screens.navigation.topSceneID == AppState.settingsSceneID)
        run.program.send(.key(.escape), at: run.stream.nextTime + 0.1)
        #expect(run.program.state.isShowingScreens, "Escape on Settings goes back to the paused screen")
        run.program.send(.key(.escape), at: run.stream.nextTime + 0.2)
        #expect(!run.program.state.isShowingScreens, "Escape on the paused screen resumes")
        run.program.send(.heard(.settings, word: "settings"), at: run.stream.nextTime + 0.3)
        if let mismatch = snapshotMismatch(run.screen, named: "shell-settings-over-cards") {
            Issue.record(Comment(rawValue: mismatch))
        }
    }

    @Test func aSettingChangedOverAnAppIsSavedAndQuitAfterTheQuestionEnds() throws {
        var run = try Run("game")
        run.face { $0.neutral(for: 1.5) }
        run.chooseSetting("Speech off", on: "Speech", scene: "facenav-speech")
        #expect(run.recorder.files[Self.profilePath]?.contains("speech:\n  enabled: false") == true)
        let spoken = run.recorder.said.count
        run.program.send(.heard(.history, word: "history"), at: run.stream.nextTime)
        #expect(run.recorder.said.count == spoken, "speech is off for the whole run, the app's too")

        run.program.send(.heard(.back, word: "back"), at: run.stream.nextTime)
        run.program.send(.quitRequested, at: run.stream.nextTime + 0.1)
        #expect(run.program.isFinished, "an interrupt ends the run while the screens show")
    }

    @Test func aPressGestureChangedOverTheGameAppliesToTheGameAtOnce() throws {
        var run = try Run("game")
        run.face { $0.neutral(for: 1.5) }
        run.chooseSetting("Wink right", on: "Press gesture")
        #expect(run.screens.profile.command(for: .winkRight) == .activate)
        run.program.send(.heard(.pauseResume, word: "pause"), at: run.stream.nextTime)
        #expect(!run.program.state.isShowingScreens, "pause on FaceNav's screens resumes the game")

        let before = run.recorder.lines.count
        run.face { $0.neutral(for: 1.2).wink(left: false, for: 0.4).neutral(for: 0.5) }
        let after = run.recorder.lines[before...]
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
        let shell = HandsFreeShell()
        let screens = try AppLoader.load(directory: OneLoopTests.root + "/Scenes/settings")
        var program = Program(
            feature: shell,
            state: shell.initialState(
                app: FeatureInstance(SizeShowingApp(), state: ""), screens: screens, profile: .default, size: Self.size)
        )
        program.start(size: Self.size, at: 0)
        program.send(.heard(.settings, word: "settings"), at: 1)
        #expect(program.state.isShowingScreens)
        program.send(.resized(Size(width: 100, height: 30)), at: 2)
        program.send(.inputChanged("keyboard"), at: 2)
        #expect(program.state.screens.screenSize == Size(width: 100, height: 30))
        program.send(.heard(.pauseResume, word: "pause"), at: 3)
        #expect(!program.state.isShowingScreens)
        #expect(program.render(size: Size(width: 100, height: 30)).plainText.hasPrefix("100x30 keyboard"))
    }

    /// Issue 18 item 8: `--app` had no "? Help" target, so a user with dwell alone had no way to FaceNav's
    /// screens from inside an app. The shell draws one at the top right while a face drives; resting the
    /// head elsewhere opens nothing, turning to it and resting there opens the help.
    @Test(arguments: ["cards", "selfie", "document", "game"])
    func dwellOnTheShellsHelpTargetOpensFaceNavsHelp(app: String) throws {
        var run = try Run(app)
        #expect(!run.screen.split(separator: "\n")[0].contains("? Help"), "no face yet: no target")
        run.face { $0.neutral(for: 1.5) }
        #expect(run.screen.split(separator: "\n")[0].hasSuffix("? Help"), "\(run.screen)")
        run.face { $0.neutral(for: 4) }
        #expect(!run.program.state.isShowingScreens, "a head at rest opens nothing")
        // Turned up and to the right (yaw right is negative), held past the dwell time.
        run.face {
            $0.face(for: 4) {
                $0.yaw = -0.35; $0.pitch = 0.3
            }
        }
        #expect(run.program.state.isShowingScreens, "\(run.screen)")
        #expect(run.recorder.lines.contains { $0.contains(#""type":"command","command":"help""#) }, "\(run.screen)")
    }
}
