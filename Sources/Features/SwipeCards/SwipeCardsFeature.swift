import FaceNavCore
import Runtime
import ScreenRendering

/// The swipe-cards app (`facenav run --app cards`) as a feature of the program loop: a stack of cards
/// swiped left (nope) or right (like) by a wink, a head turn, voice or keys.
public struct SwipeCardsFeature: Feature {
    public init() {}

    public func action(for input: ProgramInput) -> SwipeCardsAction? {
        switch input {
        case .key(let key): .key(key)
        case .faceMeasured(let face): .faceMeasured(face)
        case .heard(let command, let word): .command(command, source: .voice(word: word))
        case .inputChanged(let name): .inputChanged(name)
        case .notice(let announcement): .notice(announcement)
        case .writeFailed(let path, let message):
            .notice(Announcement("Not saved: \(path): \(message)", priority: .important))
        case .quitRequested: .quit
        case .frameSeen, .captured, .cameraChecked, .voice: nil
        case .tick: .tick
        case .resized(let size): .resized(width: size.width)
        case .pointerMoved, .clicked: nil
        }
    }

    /// Says what the app is and how to swipe, then reads the top card.
    public func start(_ state: inout SwipeCardsState, at time: Double) -> [ProgramEffect] {
        let first = state.top.map { "First card: \($0.title). \($0.text)" } ?? "The deck is empty."
        return state.reduce(
            .notice(
                Announcement(
                    "Swipe cards, \(state.cards.count) cards. Wink or turn left for nope, right for like; tongue out undoes. \(first)"
                )), at: time)
    }

    public func reduce(_ state: inout SwipeCardsState, _ action: SwipeCardsAction, at time: Double)
        -> [ProgramEffect]
    {
        state.reduce(action, at: time)
    }

    public func render(_ state: SwipeCardsState, size: Size) -> ScreenBuffer {
        SwipeCardsRenderer().render(state, size: size)
    }

    public func isFinished(_ state: SwipeCardsState) -> Bool { state.isQuitting }

    /// Nothing here runs on a timer.
    /// Ticks only while a long status message turns its pages, so a keyboard-only run shows every page.
    public func wantsTicks(_ state: SwipeCardsState) -> Bool {
        StatusLine.isTurningPages(
            kept: [state.inputName, SwipeCardsRenderer.faceState(state)], message: state.lastAnnouncement?.text,
            elapsed: state.time - state.lastAnnouncementTime, width: state.screenWidth)
    }
}
