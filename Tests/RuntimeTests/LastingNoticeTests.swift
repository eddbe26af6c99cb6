import EscapeGame
import FaceNavCore
import FaceNavTestSupport
import Features
import Foundation
import Runtime
import SceneApp
import SceneFormat
import ScreenRendering
import Testing

/// Issue 18: a missing eye model was said once and replaced by "Face found" in milliseconds; a voice
/// that reaches no sound card was never shown at all. A notice with a lasting mark stays at the start of
/// every status line, in every feature, for the rest of the run, and is logged so a replay shows it too.
@Suite struct LastingNoticeTests {
    static let noEyeModel = Announcement(
        "eyes: no iris_landmark.tflite in .models; run `make models`", priority: .important,
        lastingMark: "no eye model")

    func run<F: Feature>(_ feature: F, _ state: F.State, _ schedule: [(Double, ProgramInput)]) -> (
        screen: ScreenBuffer, log: [String]
    ) {
        let recorder = SessionRecorder()
        var program = Program(feature: feature, state: state, performer: recorder.performer)
        let screen = program.runHeadless(
            size: Size(width: 80, height: 24), schedule: ScheduledInputs(schedule.map { (time: $0.0, input: $0.1) }))
        return (screen, recorder.lines)
    }

    func statusLine(_ screen: ScreenBuffer) -> String { String(screen.plainText.split(separator: "\n").last ?? "") }

    @Test func aMissingModelStaysOnTheStatusLineAfterTheFaceIsFound() throws {
        let home = AppState(app: try OneLoopTests.demo(), screenSize: Size(width: 80, height: 24))
        var face = FaceStream().lost(for: 0.2).neutral(for: 3).measurements.map { (m: FaceMeasurement) in
            (m.time + 0.1, ProgramInput.faceMeasured(m))
        }
        face.insert((0, .notice(Self.noEyeModel)), at: 0)
        let run = run(AppFeature(), home, face)
        let line = statusLine(run.screen)
        #expect(line.hasPrefix(" ⚠ no eye model │"), "\(line)")
        #expect(line.contains("face found"), "the app's own status follows: \(line)")
        #expect(run.log.contains { $0.contains(#""input":"notice""#) && $0.contains(#""mark":"no eye model""#) })
        // Without the mark the same notice is gone from the screen once the face is found.
        face[0] = (0, .notice(Announcement(Self.noEyeModel.text, priority: .important)))
        #expect(!statusLine(self.run(AppFeature(), home, face).screen).contains("no eye model"))
    }

    @Test func theGameInBlindModeKeepsTheNoSoundMarkToo() throws {
        let noSound = Announcement(
            "No sound: espeak-ng cannot reach an audio device", priority: .important, lastingMark: "no sound")
        let run = run(
            GameFeature(renderer: GameScreenRenderer(blind: true, voiceName: "espeak-ng")),
            GameState(game: try OneLoopTests.game()),
            [(0.5, .notice(noSound)), (1, .key(.right)), (2, .key(.right)), (3, .notice(Announcement("Hint")))])
        #expect(statusLine(run.screen).hasPrefix(" ⚠ no sound │"), "\(run.screen.plainText)")
    }

    @Test func marksPushTheRowRightAndFallBackToASCII() {
        var screen = ScreenBuffer(size: Size(width: 24, height: 2))
        screen.write(" camera │ face found │ «Hello there»", x: 0, y: 1)
        var plain = screen
        screen.prependLastingMarks(["no sound"])
        #expect(screen.plainText.split(separator: "\n").last == " ⚠ no sound │ camera │ f")
        #expect(screen[1, 1].style.role == .danger && screen[1, 1].style.bold)
        plain.prependLastingMarks(["no sound", "no eye model"], ascii: true)
        #expect(plain.plainText.split(separator: "\n").last == " ! no sound | ! no eye m")
        // A wide character cut in half at the edge becomes a space.
        var wide = ScreenBuffer(size: Size(width: 14, height: 1))
        wide.write(" ab😀", x: 0, y: 0)
        wide.prependLastingMarks(["sound"])
        #expect(wide.plainText == " ⚠ sound │ ab")
        var untouched = ScreenBuffer(size: Size(width: 10, height: 1))
        untouched.write(" same", x: 0, y: 0)
        let before = untouched
        untouched.prependLastingMarks([])
        #expect(untouched == before)
    }

    @Test func aLoggedLastingNoticeReplaysWithItsMark() throws {
        let line = ProgramInput.notice(Self.noEyeModel).jsonLine(at: 1.5)
        let replayed = try ScheduledInputs.replay(line + "\n")
        var inputs = replayed
        #expect(inputs.take(count: 1).first?.input == .notice(Self.noEyeModel))
    }
}
