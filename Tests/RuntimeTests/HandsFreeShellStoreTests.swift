import FaceNavCore
import FaceNavTestSupport
import Features
import Runtime
import SceneFormat
import Testing

/// FaceNav's shell over the swipe cards through a `FeatureTestStore`: the paused screen opens by voice and
/// closes on the delegates of its screens (back at the paused screen, Resume), each time with the state and
/// the announcement the store checks. The screens' own changes (cursor, focus) are the scene app's, so
/// these run with `exhaustivity = .off`, checking what the shell itself decides.
@Suite struct HandsFreeShellStoreTests {
    /// The store of a shell over the cards, resized and started (`ShellStore`).
    func started() throws -> FeatureTestStore<HandsFreeShell> {
        try ShellStore("cards").store
    }

    func isAnnouncement(_ text: String) -> (ProgramEffect) -> Bool {
        { $0 == .announce(Announcement(text, priority: .important)) }
    }

    @Test func backOnThePausedScreenResumesTheApp() throws {
        let store = try started()
        store.send(.heard(.pauseResume, word: "pause"), at: 1) { $0.isShowingScreens = true }
        #expect(
            store.receive(
                "the paused screen's words",
                where: { effect in
                    if case .announce(let said) = effect { said.text.hasPrefix("Paused.") } else { false }
                }) != nil)
        // Escape at the paused screen itself: nothing to go back to, which the screens' delegate tells the shell.
        store.send(.key(.escape), at: 2) { $0.isShowingScreens = false }
        #expect(store.receive("Resumed", where: isAnnouncement("Resumed")) != nil)
        let waiting = store.state.app
        store.send(.key(.left), at: 3)
        #expect(store.state.app != waiting, "the app has its inputs again: left swipes the card")
    }

    @Test func resumeOnThePausedScreenGivesTheAppBackItsInputs() throws {
        let store = try started()
        store.send(.heard(.pauseResume, word: "pause"), at: 1) { $0.isShowingScreens = true }
        let waiting = store.state.app
        // The app waits: a key goes to the screens, not to it.
        store.send(.key(.tab), at: 2) { $0.app = waiting }
        while store.state.screens.hovered?.label != "Resume", store.time < 10 {
            store.send(.key(.tab), at: store.time + 0.1)
        }
        #expect(store.state.screens.hovered?.label == "Resume")
        store.send(.key(.enter), at: store.time + 0.1) { $0.isShowingScreens = false }
        #expect(store.receive("Resumed", where: isAnnouncement("Resumed")) != nil)
        store.send(.key(.left), at: store.time + 0.1)
        #expect(store.state.app != waiting, "the app has its inputs again: left swipes the card")
    }
}
