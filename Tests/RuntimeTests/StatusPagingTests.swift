import FaceNavCore
import FaceNavTestSupport
import Features
import Foundation
import Runtime
import SceneApp
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

    /// What the app does with a notice at `time`: shows it on the status line, keeps it in the history,
    /// says it and logs what it said.
    func notice(_ text: String, at time: Double, to store: FeatureTestStore<AppFeature>) {
        store.send(input: .notice(Announcement(text)), at: time) {
            $0.time = time
            $0.lastAnnouncement = Announcement(text)
            $0.messages.record(text, at: time)
        }
        store.receive(
            .announce(Announcement(text)), .log(AppEvent(time: time, kind: .announcement(Announcement(text))).jsonLine))
    }

    @Test func ticksAreAskedOnlyWhileALongMessageTurnsItsPages() throws {
        let store = FeatureTestStore(
            AppFeature(), state: AppState(app: try OneLoopTests.demo(), screenSize: Size(width: 80, height: 24)))
        #expect(!AppFeature().wantsTicks(store.state))
        notice("Centred", at: 1, to: store)
        #expect(!AppFeature().wantsTicks(store.state), "a short message does not page")
        notice(Self.noWebcam, at: 2, to: store)
        #expect(AppFeature().wantsTicks(store.state))
        store.send(input: .tick, at: 2 + StatusLine.pagingTime + 1) { $0.time = 2 + StatusLine.pagingTime + 1 }
        #expect(!AppFeature().wantsTicks(store.state), "after a while the pages stop turning")
        store.finish()
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
