import EscapeGame
import FaceNavCore
import FaceNavTestSupport
import Features
import Runtime
import Testing

/// The game as a feature: its progress is a `writeFile` effect, and a failed save comes back as an input
/// the reducer announces, so no state is written outside reduce.
@Suite struct GameFeatureTests {
    @Test func aFailedSaveIsAnnouncedAndLoggedByTheReducer() throws {
        let game = try OneLoopTests.game()
        let voice = RecordingAnnouncer()
        var lines: [String] = []
        let failing = FileWriter { path, _ throws(FileWriteError) in
            throw FileWriteError(message: "cannot write \(path): disk full")
        }
        var program = Program(
            feature: GameFeature(opening: LevelID(chapter: 0, level: 0), progressPath: "/saved/progress.json"),
            state: GameState(game: game),
            performer: EffectPerformer(
                announcer: voice, log: EventLog { lines += $0.split(separator: "\n").map(String.init) }, files: failing)
        )
        program.start(size: Size(width: 80, height: 24), at: 0)
        // Level 1.1's answers are shuffled; try each until the level is solved.
        for step in 1...8 where program.state.levelID == LevelID(chapter: 0, level: 0) {
            program.send(.key(.right), at: Double(step))
            program.send(.key(.enter), at: Double(step) + 0.5)
        }
        #expect(program.state.levelID == LevelID(chapter: 0, level: 1))
        #expect(voice.texts.contains("Progress not saved: cannot write /saved/progress.json: disk full"))
        #expect(lines.contains { $0.contains(#""input":"writeFailed""#) })
        #expect(lines.contains { $0.contains("Progress not saved") && $0.contains(#""type":"announcement""#) })
    }

    @Test func solvingALevelSavesTheProgressThroughTheLoop() throws {
        let recorder = SessionRecorder()
        var program = Program(
            feature: GameFeature(opening: LevelID(chapter: 0, level: 0), progressPath: "/saved/progress.json"),
            state: GameState(game: try OneLoopTests.game()), performer: recorder.performer)
        program.start(size: Size(width: 80, height: 24), at: 0)
        for step in 1...8 where program.state.levelID == LevelID(chapter: 0, level: 0) {
            program.send(.key(.right), at: Double(step))
            program.send(.key(.enter), at: Double(step) + 0.5)
        }
        #expect(program.state.levelID == LevelID(chapter: 0, level: 1))
        #expect(recorder.files["/saved/progress.json"]?.contains(#""completed":[{"chapter":0,"level":0}]"#) == true)
        #expect(recorder.events.contains { $0.contains(#""type":"solved","level":"1.1""#) })
    }

    @Test func progressIsWrittenAsProgressFileReadsIt() throws {
        let effects = GameFeature(progressPath: "/p.json").programEffects([
            .saveProgress(
                GameProgress(current: LevelID(chapter: 0, level: 1), completed: [LevelID(chapter: 0, level: 0)]))
        ])
        guard case .writeFile(let path, let contents)? = effects.first else {
            Issue.record("no write: \(effects)")
            return
        }
        #expect(path == "/p.json")
        #expect(contents.contains(#""completed":[{"chapter":0,"level":0}]"#))
        #expect(GameFeature().programEffects([.saveProgress(GameProgress())]).isEmpty, "no path, no save")
    }

    @Test func theTerminalSizeSetsThePlayAreaThroughReduce() throws {
        var program = Program(feature: GameFeature(), state: GameState(game: try OneLoopTests.game()))
        program.start(size: Size(width: 100, height: 40), at: 0)
        #expect(program.state.playArea == GameScreenRenderer.playArea(for: Size(width: 100, height: 40)))
        program.send(.resized(Size(width: 60, height: 20)), at: 1)
        #expect(program.state.playArea == GameScreenRenderer.playArea(for: Size(width: 60, height: 20)))
    }

    @Test func theAppAndTheGameSayTheSameWhenTheFaceComesAndGoes() throws {
        let frames = [FaceMeasurement(time: 0), .lost(at: 1), FaceMeasurement(time: 2)]
        let appVoice = RecordingAnnouncer()
        let gameVoice = RecordingAnnouncer()
        var app = Program(
            feature: AppFeature(),
            state: AppState(app: try OneLoopTests.demo(), screenSize: Size(width: 80, height: 24)),
            performer: EffectPerformer(announcer: appVoice))
        var game = Program(
            feature: GameFeature(), state: GameState(game: try OneLoopTests.game()),
            performer: EffectPerformer(announcer: gameVoice))
        for frame in frames {
            app.send(.faceMeasured(frame), at: frame.time)
            game.send(.faceMeasured(frame), at: frame.time)
        }
        #expect(appVoice.texts == ["Face found", "Face lost", "Face found"])
        #expect(gameVoice.texts == appVoice.texts)
        #expect(appVoice.announcements.map(\.priority) == gameVoice.announcements.map(\.priority))
    }
}
