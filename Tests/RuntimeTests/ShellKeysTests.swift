import FaceNavCore
import FaceNavTestSupport
import Features
import Runtime
import SceneApp
import SceneFormat
import Testing

/// Pause, back and quit mean the same over every app `facenav run --app` opens, whatever asks: the `p` key
/// does what the pause gesture does (FaceNav's paused screen, not the app's own pause); Escape on the paused
/// screen resumes; quit by voice or gesture asks first, Cancel first, while `q` and Ctrl-C from a keyboard
/// quit at once.
@Suite struct ShellKeysTests {
    static let apps = ["cards", "selfie", "document", "game"]

    @Test(arguments: apps)
    func thePKeyShowsThePausedScreenAsThePauseGestureDoes(app name: String) throws {
        var run = try HandsFreeShellTests.Run(name)
        run.face { $0.neutral(for: 1.5) }
        run.program.send(.key(.character("p")), at: run.stream.nextTime)
        #expect(run.program.state.isShowingScreens, "\(name): p shows FaceNav's paused screen: \(run.screen)")
        #expect(run.screen.contains("The app is paused."))
        #expect(!run.recorder.lines.contains { $0.contains(#""type":"pause""#) }, "the app did not pause itself")
        run.program.send(.key(.character("p")), at: run.stream.nextTime + 0.1)
        #expect(!run.program.state.isShowingScreens, "\(name): p again resumes, as the gesture again does")
        run.program.send(.key(.character("p")), at: run.stream.nextTime + 0.2)
        run.program.send(.key(.escape), at: run.stream.nextTime + 0.3)
        #expect(!run.program.state.isShowingScreens, "\(name): Escape on the paused screen resumes")
    }

    @Test(arguments: apps)
    func quitByVoiceAsksFirstOverEveryAppAndAgainQuits(app name: String) throws {
        var run = try HandsFreeShellTests.Run(name)
        run.face { $0.neutral(for: 1.5) }
        run.program.send(.heard(.quit, word: "quit"), at: run.stream.nextTime)
        #expect(!run.program.isFinished, "\(name): a word can come by accident")
        #expect(run.program.state.isShowingScreens)
        #expect(run.screens.navigation.sheet == AppState.quitQuestionSceneID, "\(name): \(run.screen)")
        #expect(run.screens.hovered?.label == "Cancel", "the question opens on Cancel")
        #expect(run.screen.contains("Quit FaceNav?"))
        run.program.send(.heard(.quit, word: "quit"), at: run.stream.nextTime + 0.1)
        #expect(run.program.isFinished, "\(name): quit said again quits")
    }

    @Test(arguments: apps)
    func qFromTheKeyboardQuitsAtOnce(app name: String) throws {
        var run = try HandsFreeShellTests.Run(name)
        run.face { $0.neutral(for: 1.5) }
        run.program.send(.key(.character("q")), at: run.stream.nextTime)
        #expect(run.program.isFinished, "\(name): \(run.screen)")
    }

    /// The scene app alone (`facenav run`): quit by voice asks first; Cancel keeps it; `q` quits at once.
    @Test func theSceneAppAsksTheSameAndQuitsAtOnceFromTheKeyboard() throws {
        var driver = AppDriver(app: try ScreensHarness.app(), size: ScreensHarness.size)
        driver.send(.command(.quit, source: .voice(word: "quit")), at: 1)
        #expect(!driver.state.isQuitting)
        #expect(driver.state.navigation.sheet == AppState.quitQuestionSceneID)
        driver.send(.key(.enter), at: 2)
        #expect(driver.state.navigation.sheet == nil, "Enter pressed Cancel, where the question opened")
        #expect(!driver.state.isQuitting)
        driver.send(.command(.quit, source: .gesture(.mouthOpen)), at: 3)
        driver.send(.command(.quit, source: .gesture(.mouthOpen)), at: 4)
        #expect(driver.state.isQuitting, "asked again, it quits")
        var keyboard = AppDriver(app: try ScreensHarness.app(), size: ScreensHarness.size)
        keyboard.press(.character("q"))
        #expect(keyboard.state.isQuitting)
    }

    /// "help" (or a gesture bound to help) shows FaceNav's help over the waiting app, not only the paused
    /// screen; back closes it onto the paused screen, and back again resumes.
    @Test(arguments: apps)
    func helpByVoiceShowsFaceNavsHelpOverTheApp(app name: String) throws {
        var run = try HandsFreeShellTests.Run(name)
        run.face { $0.neutral(for: 1.5) }
        run.program.send(.heard(.help, word: "help"), at: run.stream.nextTime)
        #expect(run.program.state.isShowingScreens)
        #expect(run.screens.navigation.sheet == AppState.helpSceneID, "\(name): \(run.screen)")
        run.program.send(.heard(.back, word: "back"), at: run.stream.nextTime + 0.1)
        #expect(run.screens.navigation.sheet == nil)
        #expect(run.program.state.isShowingScreens, "back closes help onto the paused screen")
        run.program.send(.heard(.back, word: "back"), at: run.stream.nextTime + 0.2)
        #expect(!run.program.state.isShowingScreens, "back again resumes \(name)")
    }

    /// The emulated face belongs to the shell, so it drives every app, the ones with no face keys of their
    /// own too (the cards, the selfie; and any app the launcher opens): f, then both eyes held shut (b)
    /// over the ticks shows the paused screen, and again resumes.
    @Test(arguments: apps)
    func theEmulatedFaceDrivesEveryApp(app name: String) throws {
        var run = try HandsFreeShellTests.Run(name)
        var time = 0.5
        func ticks(for seconds: Double) {
            for _ in 0..<Int(seconds * 30) {
                time += 1.0 / 30
                run.program.send(.tick, at: time)
            }
        }
        run.program.send(.key(.character("f")), at: time)
        #expect(run.recorder.said.contains { $0.hasPrefix("Emulated face on.") }, "\(name)")
        ticks(for: 1.5)
        run.program.send(.key(.character("b")), at: time)
        ticks(for: 1.4)
        run.program.send(.key(.character("b")), at: time)
        ticks(for: 1.5)
        #expect(run.program.state.isShowingScreens, "\(name): the emulated eyes paused: \(run.screen)")
        #expect(run.screen.contains("emulated face"), "the status line says what drives FaceNav")
        run.program.send(.key(.character("b")), at: time)
        ticks(for: 1.4)
        run.program.send(.key(.character("b")), at: time)
        ticks(for: 0.5)
        #expect(!run.program.state.isShowingScreens, "\(name): and resumed")
    }

    /// The shell over the launcher with the cards opened: Close app on the paused screen (asked first when
    /// dwelt on, as anything that cannot be undone) goes back to the launcher, and quit said there closes
    /// the cards too, as before; without a launcher, Close app asks whether to quit FaceNav.
    @Test func closeAppOnThePausedScreenGoesBackToTheLauncher() throws {
        let launcher = LauncherFeature(entries: [
            .init(title: "Swipe cards") { try! HandsFreeShellTests.app("cards") }
        ])
        let shell = HandsFreeShell(profilePath: HandsFreeShellTests.profilePath)
        let size = HandsFreeShellTests.size
        var program = Program(
            feature: shell,
            state: shell.initialState(
                app: FeatureInstance(launcher, state: launcher.initialState()),
                screens: try AppLoader.load(directory: OneLoopTests.root + "/Scenes/settings"),
                profile: CalibrationWizardFlowTests.joystick, size: size))
        program.start(size: size, at: 0)
        program.send(.key(.tab), at: 1)
        program.send(.key(.enter), at: 2)
        #expect(shell.isRunningAnother(program.state), "the cards are open")
        program.send(.key(.character("p")), at: 3)
        #expect(program.state.isShowingScreens)
        let close = try #require(program.state.screens.layout.regions.first { $0.label == "Close app" })
        program.send(.clicked(close.rect.center), at: 4)
        #expect(!program.state.isShowingScreens)
        #expect(!shell.isRunningAnother(program.state), "back in the launcher")
        #expect(!program.isFinished)

        program.send(.key(.enter), at: 5)
        #expect(shell.isRunningAnother(program.state), "the cards again")
        program.send(.heard(.quit, word: "quit"), at: 6)
        #expect(!shell.isRunningAnother(program.state) && !program.isFinished, "quit said closes the cards")

        var alone = try HandsFreeShellTests.Run("cards")
        alone.program.send(.key(.character("p")), at: 1)
        let closeAlone = try #require(alone.screens.layout.regions.first { $0.label == "Close app" })
        alone.program.send(.clicked(closeAlone.rect.center), at: 2)
        #expect(alone.screens.navigation.sheet == AppState.quitQuestionSceneID, "the only app: quit FaceNav?")
        #expect(!alone.program.isFinished)
    }

    /// `?` answers with help in every app: the game's own (its keys), and FaceNav's help sheet over the apps
    /// with none of their own (the cards and the selfie did nothing), as the word "help" does.
    @Test(arguments: apps)
    func theQuestionMarkShowsHelpInEveryApp(app name: String) throws {
        var run = try HandsFreeShellTests.Run(name)
        run.face { $0.neutral(for: 1.5) }
        run.program.send(.key(.character("?")), at: run.stream.nextTime)
        if name == "game" {
            #expect(!run.program.state.isShowingScreens)
            #expect(run.recorder.said.contains { $0.hasPrefix("Help.") }, "the game's own help")
        } else {
            #expect(run.program.state.isShowingScreens, "\(name)")
            #expect(run.screens.navigation.sheet == AppState.helpSceneID, "\(name): \(run.screen)")
        }
    }
}
