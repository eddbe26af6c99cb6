import FaceNavCore
import FaceNavTestSupport
import Features
import Runtime
import SceneApp
import ScreenRendering
import Testing

/// Issue 18 item 8: the Camera and Message history screens had no cursor and nothing to dwell on, so a
/// user with dwell alone could not leave them. They now show the cursor and a "‹ Back" at the top left;
/// dwell there closes them, resting anywhere else does not. The history wraps a long message instead of
/// cutting it at the screen's edge.
@Suite struct OverlayBackTests {
    func opened(_ command: Command) throws -> ScreensStore {
        var run = try ScreensStore(profile: .default)
        run.face { $0.neutral(for: 1.5) }  // found and centred on yaw 0, pitch 0
        run.send(.heard(command, word: command.rawValue), at: run.stream.nextTime)
        return run
    }

    @Test(arguments: [Command.camera, .history])
    func dwellOnBackClosesTheScreen(command: Command) throws {
        var run = try opened(command)
        #expect(run.state.overlay != nil)
        #expect(run.screen.hasPrefix(" ‹ Back"), "\(run.screen)")
        // Resting at the centre: the cursor shows, nothing closes.
        run.face { $0.neutral(for: 4) }
        #expect(run.state.overlay != nil)
        #expect(run.screen.contains(ScreenRenderer.cursorMark) || run.state.cursor != Point(x: 0, y: 0))
        // Turned up and to the left, onto ‹ Back, and held: dwell closes it.
        run.face {
            $0.face(for: 3) {
                $0.yaw = 0.3; $0.pitch = 0.25
            }
        }
        #expect(run.state.cursor.y == 0 && run.state.cursor.x < 8, "\(run.state.cursor)")
        #expect(run.state.overlay == nil, "\(run.screen)")
        #expect(run.said.contains("Closed"))
    }

    @Test func theHistoryWrapsALongMessageInsteadOfCuttingIt() throws {
        let run = try opened(.history)
        let long =
            "No webcam found (no /dev/video device): running on the keyboard, watching for one to be plugged in. Press f to emulate a face, ? for help."
        run.send(.notice(Announcement(long)), at: run.stream.nextTime + 1)
        run.send(.heard(.history, word: "history"), at: run.stream.nextTime + 2)
        run.send(.heard(.history, word: "history"), at: run.stream.nextTime + 3)
        let shown = run.screen
        #expect(run.state.overlay == .history, "\(shown)")
        let words = shown.split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init)
        for word in long.split(separator: " ") {
            #expect(words.contains(String(word)), "\(word) is shown: \(shown)")
        }
    }
}
