import EscapeGame
import FaceNavCore
import FaceNavTestSupport
import Features
import Runtime
import SceneApp
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

    /// A store on the game at level 1.1, progress saved to `/saved/progress.json`, started at 80x24.
    func startedGame() throws -> FeatureTestStore<GameFeature> {
        let store = FeatureTestStore(
            GameFeature(opening: LevelID(chapter: 0, level: 0), progressPath: "/saved/progress.json"),
            state: GameState(game: try OneLoopTests.game()))
        store.exhaustivity = .off
        store.send(input: .resized(Size(width: 80, height: 24)), at: 0)
        store.start(at: 0)
        return store
    }

    /// Solves level 1.1 by keys (its answers are shuffled: each is tried until the level is solved).
    func solveTheFirstLevel(_ store: FeatureTestStore<GameFeature>) {
        for step in 1...8 where store.state.levelID == LevelID(chapter: 0, level: 0) {
            store.send(input: .key(.right), at: Double(step))
            store.send(input: .key(.enter), at: Double(step) + 0.5)
        }
    }

    @Test func solvingALevelSavesTheProgress() throws {
        let store = try startedGame()
        solveTheFirstLevel(store)
        #expect(store.state.levelID == LevelID(chapter: 0, level: 1))
        #expect(store.loggedLines.contains { $0.contains(#""type":"solved","level":"1.1""#) })
        let saves = store.effects.filter { if case .writeFile = $0 { true } else { false } }
        #expect(saves.count == 1, "\(saves)")
        store.receive("the progress saved") {
            guard case .writeFile(let path, let contents) = $0 else { return false }
            return path == "/saved/progress.json" && contents.contains(#""completed":[{"chapter":0,"level":0}]"#)
        }
        store.skipEffects()
        store.finish()
    }

    /// A failed save comes back as an input: the reducer says it and logs what it said, and nothing else.
    @Test func aFailedSaveIsSaidByTheReducerAndChangesNothingElse() throws {
        let store = try startedGame()
        solveTheFirstLevel(store)
        store.skipEffects()
        store.exhaustivity = .on
        let said = Announcement(
            "Progress not saved: cannot write /saved/progress.json: disk full", priority: .important)
        store.send(
            input: .writeFailed(path: "/saved/progress.json", message: "cannot write /saved/progress.json: disk full"),
            at: 20
        ) {
            $0.lastAnnouncement = said
            $0.lastAnnouncementTime = 20
            $0.time = 20
        }
        store.receive(.announce(said), .log(AppEvent(time: 20, kind: .announcement(said)).jsonLine))
        store.finish()
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
        let store = FeatureTestStore(GameFeature(), state: GameState(game: try OneLoopTests.game()))
        store.send(input: .resized(Size(width: 100, height: 40)), at: 0) {
            $0.playArea = GameScreenRenderer.playArea(for: Size(width: 100, height: 40))
        }
        store.exhaustivity = .off
        store.start(at: 0)
        store.skipEffects()
        store.exhaustivity = .on
        #expect(store.state.playArea == GameScreenRenderer.playArea(for: Size(width: 100, height: 40)))
        store.send(input: .resized(Size(width: 60, height: 20)), at: 1) {
            $0.time = 1
            $0.playArea = GameScreenRenderer.playArea(for: Size(width: 60, height: 20))
        }
        store.finish()
    }

    @Test func theAppAndTheGameSayTheSameWhenTheFaceComesAndGoes() throws {
        let frames = [FaceMeasurement(time: 0), .lost(at: 1), FaceMeasurement(time: 2)]
        let app = FeatureTestStore(
            AppFeature(), state: AppState(app: try OneLoopTests.demo(), screenSize: Size(width: 80, height: 24)))
        let game = FeatureTestStore(GameFeature(), state: GameState(game: try OneLoopTests.game()))
        app.exhaustivity = .off
        game.exhaustivity = .off
        for frame in frames {
            app.send(input: .faceMeasured(frame), at: frame.time)
            game.send(input: .faceMeasured(frame), at: frame.time)
        }
        let appSaid = app.effects.compactMap { if case .announce(let said) = $0 { said } else { nil } }
        let gameSaid = game.effects.compactMap { if case .announce(let said) = $0 { said } else { nil } }
        #expect(appSaid.map(\.text) == ["Face found", "Face lost", "Face found"])
        #expect(gameSaid == appSaid, "the same texts and priorities")
        #expect(game.effects.map(\.outline) == app.effects.map(\.outline), "and the same log lines")
        app.finish()
        game.finish()
    }
}
