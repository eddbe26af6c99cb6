import FaceNavCore
import FaceNavTestSupport
import Foundation
import SceneFormat
import Testing

/// The committed face trace drives the real demo with no keys: home, About pushed, back home.
@Suite struct TraceDrivesDemoTests {
    func replay() throws -> AppDriver {
        let app = try AppLoader.load(directory: Repository.path("Scenes/demo"))
        let text = try String(
            contentsOfFile: Repository.path("Tests/Fixtures/traces/demo-push-pop.jsonl"), encoding: .utf8)
        var driver = AppDriver(app: app, size: Size(width: 80, height: 24))
        driver.feed(try FaceTraceFormat.parse(text, file: "demo-push-pop.jsonl"))
        return driver
    }

    @Test func theEventLogShowsExactlyThoseSteps() throws {
        let driver = try replay()
        let steps = driver.events.compactMap { event -> String? in
            switch event.kind {
            case .gesture(let g): "gesture \(g.rawValue)"
            case .command(let c, let source): "command \(c.rawValue) \(source)"
            case .activation(let scene, _, let label): "activate \(label) on \(scene)"
            case .navigation(let kind, let scene, _): "\(kind.rawValue) \(scene)"
            case .faceLost: "face lost"
            case .faceFound: "face found"
            default: nil
            }
        }
        #expect(
            steps == [
                "face found",
                "gesture tongueOut", "command activate gesture:tongueOut", "activate About on home", "push about",
                "face lost", "face found",
                "gesture winkLeft", "command back gesture:winkLeft", "pop home",
            ])
        #expect(driver.state.navigation.topSceneID == "home")
        #expect(driver.activations.count == 1)
    }

    @Test func theBlinksAndJitterInTheTracePressNothing() throws {
        let driver = try replay()
        let gestures = driver.events.compactMap { event -> Gesture? in
            if case .gesture(let g) = event.kind { return g }
            return nil
        }
        #expect(gestures == [.tongueOut, .winkLeft])
    }
}
