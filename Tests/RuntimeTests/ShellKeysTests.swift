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
/// quit at once. The shell's reducer runs in a `ShellStore`.
@Suite struct ShellKeysTests {
    static let apps = ["cards", "selfie", "document", "game"]

    @Test(arguments: apps)
    func thePKeyShowsThePausedScreenAsThePauseGestureDoes(app name: String) throws {
        var run = try ShellStore(name)
        run.face { $0.neutral(for: 1.5) }
        run.send(.key(.character("p")), at: run.stream.nextTime)
        #expect(run.state.isShowingScreens, "\(name): p shows FaceNav's paused screen: \(run.screen)")
        #expect(run.screen.contains("The app is paused."))
        #expect(!run.lines.contains { $0.contains(#""type":"pause""#) }, "the app did not pause itself")
        run.send(.key(.character("p")), at: run.stream.nextTime + 0.1)
        #expect(!run.state.isShowingScreens, "\(name): p again resumes, as the gesture again does")
        run.send(.key(.character("p")), at: run.stream.nextTime + 0.2)
        run.send(.key(.escape), at: run.stream.nextTime + 0.3)
        #expect(!run.state.isShowingScreens, "\(name): Escape on the paused screen resumes")
    }

    @Test(arguments: apps)
    func quitByVoiceAsksFirstOverEveryAppAndAgainQuits(app name: String) throws {
        var run = try ShellStore(name)
        run.face { $0.neutral(for: 1.5) }
        run.send(.heard(.quit, word: "quit"), at: run.stream.nextTime)
        #expect(!run.isFinished, "\(name): a word can come by accident")
        #expect(run.state.isShowingScreens)
        #expect(run.screens.navigation.sheet == AppState.quitQuestionSceneID, "\(name): \(run.screen)")
        #expect(run.screens.hovered?.label == "Cancel", "the question opens on Cancel")
        #expect(run.screen.contains("Quit FaceNav?"))
        run.send(.heard(.quit, word: "quit"), at: run.stream.nextTime + 0.1)
        #expect(run.isFinished, "\(name): quit said again quits")
    }

    @Test(arguments: apps)
    func qFromTheKeyboardQuitsAtOnce(app name: String) throws {
        var run = try ShellStore(name)
        run.face { $0.neutral(for: 1.5) }
        run.send(.key(.character("q")), at: run.stream.nextTime)
        #expect(run.isFinished, "\(name): \(run.screen)")
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
        var run = try ShellStore(name)
        run.face { $0.neutral(for: 1.5) }
        run.send(.heard(.help, word: "help"), at: run.stream.nextTime)
        #expect(run.state.isShowingScreens)
        #expect(run.screens.navigation.sheet == AppState.helpSceneID, "\(name): \(run.screen)")
        run.send(.heard(.back, word: "back"), at: run.stream.nextTime + 0.1)
        #expect(run.screens.navigation.sheet == nil)
        #expect(run.state.isShowingScreens, "back closes help onto the paused screen")
        run.send(.heard(.back, word: "back"), at: run.stream.nextTime + 0.2)
        #expect(!run.state.isShowingScreens, "back again resumes \(name)")
    }

    /// The emulated face belongs to the shell, so it drives every app, the ones with no face keys of their
    /// own too (the cards, the selfie; and any app the launcher opens): f, then both eyes held shut (b)
    /// over the ticks shows the paused screen, and again resumes.
    @Test(arguments: apps)
    func theEmulatedFaceDrivesEveryApp(app name: String) throws {
        let run = try ShellStore(name)
        var time = 0.5
        func ticks(for seconds: Double) {
            for _ in 0..<Int(seconds * 30) {
                time += 1.0 / 30
                run.send(.tick, at: time)
            }
        }
        run.send(.key(.character("f")), at: time)
        #expect(run.said.contains { $0.hasPrefix("Emulated face on.") }, "\(name)")
        ticks(for: 1.5)
        run.send(.key(.character("b")), at: time)
        ticks(for: 1.4)
        run.send(.key(.character("b")), at: time)
        ticks(for: 1.5)
        #expect(run.state.isShowingScreens, "\(name): the emulated eyes paused: \(run.screen)")
        #expect(run.screen.contains("emulated face"), "the status line says what drives FaceNav")
        run.send(.key(.character("b")), at: time)
        ticks(for: 1.4)
        run.send(.key(.character("b")), at: time)
        ticks(for: 0.5)
        #expect(!run.state.isShowingScreens, "\(name): and resumed")
    }

    /// The shell over the launcher with the cards opened: Close app on the paused screen (asked first when
    /// dwelt on, as anything that cannot be undone) goes back to the launcher, and quit said there closes
    /// the cards too, as before; without a launcher, Close app asks whether to quit FaceNav.
    @Test func closeAppOnThePausedScreenGoesBackToTheLauncher() throws {
        let launcher = LauncherFeature(entries: [
            .init(title: "Swipe cards") { try! HandsFreeShellTests.app("cards") }
        ])
        let run = try ShellStore(app: FeatureInstance(launcher, state: launcher.initialState()))
        run.send(.key(.tab), at: 1)
        run.send(.key(.enter), at: 2)
        #expect(run.isRunningAnother, "the cards are open")
        run.send(.key(.character("p")), at: 3)
        #expect(run.state.isShowingScreens)
        let close = try #require(run.screens.layout.regions.first { $0.label == "Close app" })
        run.send(.clicked(close.rect.center), at: 4)
        #expect(!run.state.isShowingScreens)
        #expect(!run.isRunningAnother, "back in the launcher")
        #expect(!run.isFinished)

        run.send(.key(.enter), at: 5)
        #expect(run.isRunningAnother, "the cards again")
        run.send(.heard(.quit, word: "quit"), at: 6)
        #expect(!run.isRunningAnother && !run.isFinished, "quit said closes the cards")

        let alone = try ShellStore("cards")
        alone.send(.key(.character("p")), at: 1)
        let closeAlone = try #require(alone.screens.layout.regions.first { $0.label == "Close app" })
        alone.send(.clicked(closeAlone.rect.center), at: 2)
        #expect(alone.screens.navigation.sheet == AppState.quitQuestionSceneID, "the only app: quit FaceNav?")
        #expect(!alone.isFinished)
    }

    /// `?` answers with help in every app: the game's own (its keys), and FaceNav's help sheet over the apps
    /// with none of their own (the cards and the selfie did nothing), as the word "help" does.
    @Test(arguments: apps)
    func theQuestionMarkShowsHelpInEveryApp(app name: String) throws {
        var run = try ShellStore(name)
        run.face { $0.neutral(for: 1.5) }
        run.send(.key(.character("?")), at: run.stream.nextTime)
        if name == "game" {
            #expect(!run.state.isShowingScreens)
            #expect(run.said.contains { $0.hasPrefix("Help.") }, "the game's own help")
        } else {
            #expect(run.state.isShowingScreens, "\(name)")
            #expect(run.screens.navigation.sheet == AppState.helpSceneID, "\(name): \(run.screen)")
        }
    }
}
