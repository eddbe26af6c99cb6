import EscapeGame
import FaceNavCore
import FaceNavTestSupport
import Features
import Foundation
import Inputs
import Runtime
import SceneApp
import SceneFormat
import Testing

/// The app, the game and the launcher run through the same loop (`Program`), headless and in an
/// in-memory terminal: keys in, screens, speech and the event log out.
@Suite struct OneLoopTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    static func demo() throws -> AppDefinition { try AppLoader.load(directory: root + "/Scenes/demo") }
    static func game() throws -> Game { try EscapeGameLoader.load(directory: root + "/Scenes/escape") }

    /// The same entry point for every feature: a headless run of `schedule`; returns the screen and the log.
    func headless<F: Feature>(_ feature: F, _ state: F.State, _ schedule: [(Double, ProgramInput)]) -> (
        screen: String, log: [String], said: [String]
    ) {
        let recorder = SessionRecorder()
        var program = Program(
            feature: feature, state: state,
            performer: recorder.performer(handlers: [CaptureHandler.none.handler, CameraCheck.none.handler]))
        let screen = program.runHeadless(
            size: Size(width: 80, height: 24), schedule: ScheduledInputs(schedule.map { (time: $0.0, input: $0.1) }))
        return (screen.plainText, recorder.lines, recorder.said)
    }

    /// The centre of the first target labelled `label`.
    static func center(of label: String, in state: AppState) -> Point {
        state.layout.regions.last { $0.label == label && $0.target != nil }!.rect.center
    }

    @Test func theAppTheGameAndTheLauncherRunHeadlessThroughTheSameEntryPoint() throws {
        let home = AppState(app: try Self.demo(), screenSize: Size(width: 80, height: 24))
        let app = headless(AppFeature(), home, [(1, .clicked(Self.center(of: "About", in: home)))])
        #expect(app.screen.contains("‹ Back"), "\(app.screen)")
        #expect(app.log.contains { $0.contains(#""type":"navigation","action":"push","scene":"about""#) })

        var opening = GameState(game: try Self.game())
        _ = opening.start(at: 0)
        let begin = try #require(opening.elements.firstIndex { $0.label == "Begin" })
        let game = headless(
            GameFeature(), GameState(game: try Self.game()),
            (0..<begin).map { (Double($0) + 1, .key(.right)) } + [(20, .key(.enter))])
        #expect(game.screen.contains("Escape from Blindness — Chapter 1"))
        #expect(game.log.contains { $0.contains(#""type":"screen","screen":"chapter 1""#) })

        let launcher = LauncherFeature(entries: [
            .init(title: "Demo app") {
                FeatureInstance(
                    AppFeature(), state: AppState(app: try! Self.demo(), screenSize: Size(width: 80, height: 24)))
            }
        ])
        let opened = headless(
            launcher, launcher.initialState(),
            [(1, .key(.tab)), (2, .key(.enter))])
        #expect(opened.screen.contains("Welcome to FaceNav"), "the launcher opened the demo: \(opened.screen)")
        #expect(opened.said.contains("Demo app, button"))
    }

    /// The app, the game, the swipe cards and the selfie app all watch the face through `WatchedFace`: the
    /// same frames lose and find it at the same moments, logged and said the same way (the selfie app off
    /// its camera screen, where the oval's advice says whether a face is seen).
    @Test func everyFeatureLosesAndFindsTheFaceTheSameWay() throws {
        let frames: [(Double, ProgramInput)] = stride(from: 0.0, to: 3, by: 0.1).map { time in
            (time, .faceMeasured(FaceMeasurement(time: time, faceFound: !(1.0..<1.5).contains(time))))
        }
        func face(_ run: (screen: String, log: [String], said: [String])) -> (log: [String], said: [String]) {
            (
                run.log.filter { $0.contains(#""type":"face""#) },
                run.said.filter { $0 == "Face found" || $0 == "Face lost" }
            )
        }
        let app = face(
            headless(AppFeature(), AppState(app: try Self.demo(), screenSize: Size(width: 80, height: 24)), frames))
        #expect(app.said == ["Face found", "Face lost", "Face found"])
        #expect(app.log.count == 3)
        #expect(app.log.first?.hasPrefix(#"{"t":0,"#) == true, "\(app.log)")
        let game = face(headless(GameFeature(), GameState(game: try Self.game()), frames))
        let cards = face(
            headless(SwipeCardsFeature(), SwipeCardsState(deckName: "d", cards: [Card(title: "A")]), frames))
        let selfie = face(
            headless(SelfieFeature(), SelfieState(app: SelfieTests.app), [(0, .key(.character("r")))] + frames))
        for other in [game, cards, selfie] {
            #expect(other.log == app.log)
            #expect(other.said == app.said)
        }
    }

    @Test func theAppSpeaksItsAnnouncements() throws {
        let run = headless(
            AppFeature(), AppState(app: try Self.demo(), screenSize: Size(width: 80, height: 24)), [(1, .key(.tab))])
        #expect(run.said.count == 1, "the start is silent; the Tab's focus is said: \(run.said)")
        let logged = run.log.filter { $0.contains(#""type":"announcement""#) }
        #expect(logged.count == 1)
        #expect(logged.first?.contains(run.said.first ?? "-") == true)
    }

    @Test func aWholeSessionRunsInAnInMemoryTerminal() throws {
        let home = AppState(app: try Self.demo(), screenSize: Size(width: 80, height: 24))
        let terminal = InMemoryTerminal(script: [
            (0.5, .key(.tab)), (0.6, .pointerMoved(Self.center(of: "About", in: home))), (1.0, .key(.enter)),
        ])
        var program = Program(
            feature: AppFeature(), state: AppState(app: try Self.demo(), screenSize: terminal.size))
        program.run(in: terminal, clock: terminal.clock, inputs: .init())
        #expect(terminal.frames.contains { $0.plainText.contains("▶") && $0.plainText.contains("About") })
        #expect(terminal.screen.contains("‹ Back"), "the About screen was pushed: \(terminal.screen)")
        #expect(program.isFinished, "the end of the script quits, as Ctrl-C would")
        #expect(terminal.isRestored)
    }
}
