import EscapeGame
import FaceNavCore
import FaceNavTestSupport
import Features
import Runtime
import SceneApp
import Testing

/// The launcher through a `FeatureTestStore`, which checks every change of its state and every effect: it
/// hands its menu the inputs, opens what a button's delegate names, hands that app the inputs, and comes
/// back when the app quits. The expected menu and app are reduced beside it, so what is asserted is the
/// launcher's own part: where each input goes and what it adds. The game test, whose levels keep state no
/// test can write, checks what it asserts (`exhaustivity = .off`).
@Suite struct LauncherStoreTests {
    static let size = Size(width: 80, height: 24)

    @Test func theMenuOpensAnAppHandsItTheInputsAndComesBackWhenItQuits() throws {
        let demo = try OneLoopTests.demo()
        let newApp = { FeatureInstance(AppFeature(), state: AppState(app: demo, screenSize: Self.size)) }
        let launcher = LauncherFeature(entries: [.init(title: "Demo app", open: newApp)])
        let store = FeatureTestStore(launcher, state: launcher.initialState(size: Self.size))
        var menu = store.state.menu
        func onMenu(_ action: Action, at time: Double) -> [ProgramEffect] {
            AppFeature.programEffects(menu.reduce(action, at: time))
        }
        func receive(_ effects: [ProgramEffect]) { if !effects.isEmpty { store.receive(effects) } }

        let resized = onMenu(.resized(Self.size), at: 0)
        store.send(.resized(Self.size), at: 0) { $0.menu = menu }
        receive(resized)
        let started = onMenu(.started, at: 0)
        store.start(at: 0) { $0.menu = menu }
        receive(started)
        let tabbed = onMenu(.key(.tab), at: 1)
        store.send(.key(.tab), at: 1) { $0.menu = menu }
        receive(tabbed)

        // Enter presses "Demo app": the menu's delegate names it, and the launcher opens a fresh one.
        let pressed = menu.reduce(.key(.enter), at: 2)
        #expect(pressed.contains(.delegate(.emitted("open-0"))))
        var opened = newApp()
        let opening = opened.start(size: Self.size, at: 2) + opened.send(.inputChanged("keyboard"), at: 2)
        store.send(.key(.enter), at: 2) {
            $0.menu = menu
            $0.running = opened
        }
        receive(AppFeature.programEffects(pressed) + opening)

        // While it runs, the app gets the inputs and the menu waits unchanged.
        let beforeTab = opened
        let appTabbed = opened.send(.key(.tab), at: 3)
        #expect(opened != beforeTab, "the app moved its focus")
        store.send(.key(.tab), at: 3) { $0.running = opened }
        receive(appTabbed)

        // The app's quit ends the app, not the launcher: the menu comes back and says so.
        var quitting = opened.send(.key(.character("q")), at: 4)
        #expect(opened.isFinished)
        #expect(quitting.contains(.quit))
        quitting.removeAll { $0 == .quit }
        let back =
            onMenu(.resized(Self.size), at: 4)
            + onMenu(.notice(Announcement("Back in the launcher.", priority: .important)), at: 4)
        store.send(.key(.character("q")), at: 4) {
            $0.running = nil
            $0.menu = menu
        }
        receive(quitting + back)
        #expect(!launcher.isFinished(store.state))
        #expect(store.state.menu.lastAnnouncement?.text == "Back in the launcher.")
        store.finish()
    }

    /// Quit on the menu asks first, with Stay under the cursor; Stay keeps the launcher. The menu is reduced
    /// beside the store, so the launcher is checked to change nothing but its menu and add no effect.
    @Test func quitOnTheMenuAsksFirstAndStayKeepsTheLauncher() throws {
        let launcher = LauncherFeature(entries: [
            .init(title: "Demo app") {
                FeatureInstance(AppFeature(), state: AppState(app: try! OneLoopTests.demo(), screenSize: Self.size))
            }
        ])
        let store = FeatureTestStore(launcher, state: launcher.initialState(size: Self.size))
        var menu = store.state.menu
        func send(_ input: ProgramInput, as action: Action, at time: Double) {
            let effects = AppFeature.programEffects(menu.reduce(action, at: time))
            store.send(input, at: time) { $0.menu = menu }
            if !effects.isEmpty { store.receive(effects) }
        }
        send(.resized(Self.size), as: .resized(Self.size), at: 0)
        let started = AppFeature.programEffects(menu.reduce(.started, at: 0))
        store.start(at: 0) { $0.menu = menu }
        store.receive(started)

        let quit = OneLoopTests.center(of: "Quit", in: menu)
        send(.clicked(quit), as: .clicked(quit), at: 6)
        #expect(store.state.menu.navigation.sheet == "confirm-quit")
        #expect(store.state.menu.hovered?.label == "Stay")
        send(.key(.enter), as: .key(.enter), at: 7)
        #expect(store.state.menu.navigation.sheet == nil)
        #expect(!launcher.isFinished(store.state))
        store.finish()
    }

    /// The game opened from the launcher saves its progress as a `writeFile` effect the launcher keeps;
    /// opened again, it continues from that progress, not from what was read at launch, and the note about
    /// damaged progress read at launch is said once.
    @Test func aGameOpenedAgainContinuesFromWhatItSaved() throws {
        let path = "/saved/progress.json"
        let game = GameFeature(progressPath: path, progressNote: "The saved progress was damaged.")
        let launcher = LauncherFeature(entries: [
            .init(
                title: "Game",
                open: game.opener(game: try OneLoopTests.game(), saved: GameProgress(), profile: .default))
        ])
        let store = FeatureTestStore(launcher, state: launcher.initialState())
        store.exhaustivity = .off
        store.send(.resized(Self.size), at: 0)
        store.start(at: 0)
        store.send(.key(.tab), at: 1)
        store.send(.key(.enter), at: 2)
        #expect(store.announcedTexts.contains("The saved progress was damaged."))
        var time = 3.0
        while !store.loggedLines.contains(where: { $0.contains(#""type":"solved","level":"1.1""#) }), time < 200 {
            store.send(.key(.right), at: time)
            store.send(.key(.enter), at: time + 0.5)
            time += 1
        }
        #expect(store.state.written[path]?.contains(#""completed":[{"chapter":0,"level":0}]"#) == true)
        store.send(.key(.character("q")), at: time) { $0.running = nil }
        let before = store.announcedTexts.count
        store.send(.key(.enter), at: time + 1)
        #expect(store.state.running != nil, "the game opened again")
        #expect(
            store.loggedLines.last { $0.contains(#""type":"screen""#) }?.contains("1.2") == true,
            "\(store.loggedLines.suffix(5))")
        #expect(!store.announcedTexts.dropFirst(before).contains("The saved progress was damaged."), "said once")
    }
}
