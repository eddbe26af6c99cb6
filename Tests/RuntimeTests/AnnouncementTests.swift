import FaceNavCore
import FaceNavTestSupport
import Features
import Inputs
import Runtime
import SceneApp
import Testing

/// The three mock apps are usable blind: every change of screen (and of what a screen says: a result, a
/// problem, the face fitting the oval) is spoken by the input that made it, on every path through each app.
@Suite struct AnnouncementTests {
    /// Runs `step`; when it changed what `screen` reads of the state, something must have been said.
    /// Returns whether the screen changed.
    @discardableResult
    static func expectAnnounced<State>(
        _ state: () -> State, said: RecordingAnnouncer, screen: (State) -> AnyHashable, _ what: String,
        sourceLocation: Testing.SourceLocation = #_sourceLocation, _ step: () -> Void
    ) -> Bool {
        let before = screen(state())
        let heard = said.texts.count
        step()
        let after = screen(state())
        guard after != before else { return false }
        #expect(
            said.texts.count > heard, "\(what): the screen changed to \(after) in silence",
            sourceLocation: sourceLocation
        )
        return true
    }

    // MARK: Document capture

    static func documentScreen(_ state: DocumentCaptureState) -> AnyHashable {
        AnyHashable([
            AnyHashable(state.flow.screen), state.flow.confirmingClose, state.flow.message, state.flow.isFinished,
        ])
    }

    /// Presses each label in turn (waiting `wait` seconds after each), checking each press is heard.
    static func document(_ run: inout DocumentCaptureTests.Run, _ steps: [(String?, Double)]) -> Int {
        var changes = 0
        for (label, wait) in steps {
            let said = run.said
            var moved = run
            if expectAnnounced(
                { moved.program.state }, said: said, screen: documentScreen, label ?? "waiting",
                {
                    if let label { moved.press(label) }
                    moved.wait(wait, frames: false)
                })
            {
                changes += 1
            }
            run = moved
        }
        return changes
    }

    @Test func everyDocumentScreenAndResultIsSpoken() throws {
        // The main path, with a retake, to success and Finish.
        var run = try DocumentCaptureTests().start()
        var changes = Self.document(
            &run,
            [
                ("CNH (driving licence)", 0), (nil, 3.2), ("Continue", 0), ("Capture", 0), ("No, retake", 0),
                ("Capture", 0), ("Yes", 0), ("Continue", 0), ("Capture", 0), ("Yes", 0), (nil, 2), ("Finish", 0),
            ])
        #expect(run.program.isFinished && changes == 12, "every step here changes the screen: \(changes)")
        // Try again, then its retry.
        run = try DocumentCaptureTests().start(camera: DocumentCaptureTests.verdict(.tryAgain(["Too dark."])))
        changes = Self.document(
            &run,
            [
                ("RG (identity card)", 0), ("Continue", 0), ("Capture", 0), ("Yes", 0), ("Continue", 0),
                ("Capture", 0), ("Yes", 0), (nil, 2), ("Try again", 0),
            ])
        #expect(changes == 9)
        // The permission notice: its sheet, Check again with the camera still closed, Close asked, Stay, Close.
        run = try DocumentCaptureTests().start(cameraCheck: .none)
        changes = Self.document(
            &run,
            [
                ("CNH (driving licence)", 0), ("Open settings", 0), ("Done", 0), ("Close", 0), ("Stay", 0),
                ("Close", 0), ("Close", 0),
            ])
        #expect(changes == 7 && run.program.state.flow.outcome == .error(reason: "no camera permission"))
        #expect(run.said.texts.last == "Document capture ended: no camera permission.")
        #expect(run.said.texts.last == "Document capture ended: no camera permission.")
        // A failed save: the message on the capture screen is said.
        run = try DocumentCaptureTests().start(camera: DocumentCaptureTests.verdict(.failed("disk full")))
        changes = Self.document(&run, [("RG (identity card)", 0), ("Continue", 0), ("Capture", 0)])
        #expect(changes == 3 && run.said.texts.last == "Not saved: disk full")
    }

    // MARK: Swipe cards

    @Test func everySwipeUndoAndTheEndOfTheDeckAreSpoken() {
        let said = RecordingAnnouncer()
        var program = Program(
            feature: SwipeCardsFeature(), state: SwipeCardsState(deckName: "people", cards: SwipeCardsTests.cards),
            performer: EffectPerformer(announcer: said))
        program.start(size: Size(width: 60, height: 20), at: 0)
        #expect(said.texts.first?.contains("First card: Alice.") == true, "the first screen is spoken too")
        let screen = { (state: SwipeCardsState) -> AnyHashable in
            AnyHashable([AnyHashable(state.swiped.count), state.isAtEnd, state.top?.title, state.isPaused])
        }
        var changes = 0
        for (index, key) in [Key.right, .left, .enter, .left, .right, .enter, .character("p"), .character("p")]
            .enumerated()
        {
            if Self.expectAnnounced(
                { program.state }, said: said, screen: screen, "key \(key)",
                {
                    program.send(.key(key), at: Double(index + 1))
                })
            {
                changes += 1
            }
        }
        #expect(changes == 8)
        #expect(said.texts.contains("Like: Alice. 2 left. Next: Bob."))
        #expect(said.texts.contains { $0.hasPrefix("Like: Carol. End of the deck") })
        #expect(said.texts.contains("The deck again, from the top: Alice."))
    }

    // MARK: Selfie

    @Test func everySelfieScreenAndTheFaceFittingAreSpoken() {
        for camera in [SelfieTests.saved, CaptureHandler { CaptureResult(request: $0, outcome: .failed("disk full")) }]
        {
            let said = RecordingAnnouncer()
            var program = Program(
                feature: SelfieFeature(),
                state: SelfieState(app: SelfieTests.app, registryPath: "/data/image-matches.json"),
                performer: EffectPerformer(announcer: said, handlers: [camera.handler, CameraCheck.none.handler]))
            program.start(size: Size(width: 60, height: 22), at: 0)
            #expect(said.texts.first?.hasPrefix("Selfie: put your face in the oval.") == true)
            let screen = { (state: SelfieState) -> AnyHashable in AnyHashable([AnyHashable(state.screen), state.fit]) }
            var changes = 0
            let inputs =
                SelfieTests.frames(from: 0, to: 0.5, { SelfieTests.face($0, x: 20) })
                + SelfieTests.frames(from: 0.5, to: 3)
                + [(3.1, .key(.character("r"))), (3.2, .key(.escape))]
            for (time, input) in inputs {
                if Self.expectAnnounced(
                    { program.state }, said: said, screen: screen, "\(input)",
                    {
                        program.send(input, at: time)
                    })
                {
                    changes += 1
                }
            }
            // Outside the oval, fitting, the result (taking it said on the way), the registry, the camera.
            #expect(changes == 5, "\(changes)")
            #expect(said.texts.contains("Taking the photo…"))
            #expect(
                said.texts.contains { $0.hasPrefix("Photo taken and saved") || $0.hasPrefix("The photo was not saved") }
            )
            #expect(said.texts.contains { $0.hasPrefix("Image-match registry") })
        }
    }
}
