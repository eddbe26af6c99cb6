import FaceNavCore
import FaceNavTestSupport
import Features
import Foundation
import Runtime
import SceneFormat
import ScreenRendering
import Testing

/// Issue 18 item 8: a long status message paged only when an input came, so on the keyboard alone the
/// opening notice's second page ("Press f to emulate a face") never showed. The app now asks for ticks
/// while its message turns pages, so the pages turn by themselves.
@Suite struct StatusPagingTests {
    static let noWebcam =
        "No webcam found (no /dev/video device): running on the keyboard, watching for one to be plugged in. Press f to emulate a face, ? for help."

    @Test func aLongMessageTurnsItsPagesWithNoKeyPressed() throws {
        let state = AppState(app: try OneLoopTests.demo(), screenSize: Size(width: 80, height: 24))
        var program = Program(feature: AppFeature(), state: state)
        // No key at all: the terminal only waits, and stops once the second page has been drawn.
        let terminal = PacedTerminal(script: [], maximumTurns: 600, done: { $0.contains("Press f") })
        program.run(
            in: terminal, clock: terminal.clock,
            inputs: Program.Inputs(opening: [.inputChanged("keyboard"), .notice(Announcement(Self.noWebcam))]))
        let pages = terminal.frames.map { String($0.plainText.split(separator: "\n").last ?? "") }
        #expect(pages.contains { $0.contains("1/") }, "\(pages.last ?? "")")
        #expect(pages.contains { $0.contains("Press f") }, "the page with Press f was shown: \(pages.last ?? "")")
    }

    @Test func ticksAreAskedOnlyWhileALongMessageTurnsItsPages() throws {
        var state = AppState(app: try OneLoopTests.demo(), screenSize: Size(width: 80, height: 24))
        #expect(!AppFeature().wantsTicks(state))
        _ = state.reduce(.notice(Announcement("Centred")), at: 1)
        #expect(!AppFeature().wantsTicks(state), "a short message does not page")
        _ = state.reduce(.notice(Announcement(Self.noWebcam)), at: 2)
        #expect(AppFeature().wantsTicks(state))
        _ = state.reduce(.tick, at: 2 + StatusLine.pagingTime + 1)
        #expect(!AppFeature().wantsTicks(state), "after a while the pages stop turning")
    }

    /// The swipe cards draw their own status line: the same, a long message turns its pages with no key.
    @Test func theSwipeCardsTurnALongMessagesPagesToo() throws {
        var program = Program(
            feature: SwipeCardsFeature(), state: SwipeCardsState(deckName: "people", cards: SwipeCardsTests.cards))
        let terminal = PacedTerminal(script: [], maximumTurns: 600, done: { $0.contains("Press f") })
        program.run(
            in: terminal, clock: terminal.clock,
            inputs: Program.Inputs(opening: [.inputChanged("keyboard"), .notice(Announcement(Self.noWebcam))]))
        let pages = terminal.frames.map { String($0.plainText.split(separator: "\n").last ?? "") }
        #expect(pages.contains { $0.contains("Press f") }, "the page with Press f was shown: \(pages.last ?? "")")
    }
}
