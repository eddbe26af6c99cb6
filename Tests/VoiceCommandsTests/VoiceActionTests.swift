import FaceNavCore
import FaceNavTestSupport
import SceneApp
import Testing
import VoiceCommands

/// Heard commands on the app's one action stream: the same commands as gestures, logged as `voice:WORD`.
@Suite struct VoiceActionTests {
    @Test func aHeardCommandIsLoggedWithItsWordAsSource() {
        var state = AppState(app: SampleApp.make(), screenSize: Size(width: 80, height: 24))
        let heard = HeardCommand(word: "next", command: .next, time: 2.5)
        let effects = state.reduce(heard.action, at: heard.time)
        let lines = effects.compactMap { effect -> String? in
            if case .log(let event) = effect { return event.jsonLine }
            return nil
        }
        #expect(lines.first == #"{"t":2.5,"type":"command","command":"next","source":"voice:next"}"#)
        #expect(state.heardWord == "next")
    }

    @Test func voiceMovesFocusLikeTheWinkBoundToTheSameCommand() {
        var byVoice = AppState(app: SampleApp.make(), screenSize: Size(width: 80, height: 24))
        var byKey = byVoice
        for (index, command) in [Command.next, .next, .activate].enumerated() {
            _ = byVoice.reduce(HeardCommand(word: "w", command: command, time: Double(index)).action, at: Double(index))
            _ = byKey.reduce(.command(command, source: .key), at: Double(index))
        }
        #expect(byVoice.navigation == byKey.navigation)
        #expect(byVoice.cursor == byKey.cursor)
    }

    @Test func whilePausedOnlyThePauseWordIsObeyed() {
        var state = AppState(app: SampleApp.make(), screenSize: Size(width: 80, height: 24))
        _ = state.reduce(HeardCommand(word: "pause", command: .pauseResume, time: 1).action, at: 1)
        #expect(state.isPaused)
        let cursor = state.cursor
        let effects = state.reduce(HeardCommand(word: "next", command: .next, time: 2).action, at: 2)
        #expect(state.cursor == cursor)
        #expect(effects.count == 1, "only the command line is logged")
        _ = state.reduce(HeardCommand(word: "pause", command: .pauseResume, time: 3).action, at: 3)
        #expect(!state.isPaused)
    }
}

extension HeardCommand {
    /// The app's action for a heard word, as the program loop gives it (`ProgramInput.heard`): a command
    /// logged with source `voice:WORD`. VoiceCommands knows only the vocabulary, so the mapping lives here.
    fileprivate var action: Action { .command(command, source: .voice(word: word)) }
}
