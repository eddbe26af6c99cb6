import FaceNavCore
import FaceNavTestSupport
import Features
import Runtime
import ScreenRendering
import Testing

/// The swipe-cards app, run through the one program loop: winks, head turns, voice and keys swipe; the
/// card leans with the head and springs back; undo, the end of the deck, and nothing swiped by a blink,
/// a lost face or the first second.
@Suite struct SwipeCardsTests {
    static let cards = [
        Card(title: "Alice", text: "Likes hiking.", picture: ["(^_^)"]),
        Card(title: "Bob", text: "Bakes bread."),
        Card(title: "Carol", text: "Plays the cello."),
    ]

    func run(_ schedule: [(Double, ProgramInput)], size: Size = Size(width: 60, height: 20)) -> (
        state: SwipeCardsState, screen: String, log: [String], said: [String]
    ) {
        var lines: [String] = []
        let voice = RecordingAnnouncer()
        var program = Program(
            feature: SwipeCardsFeature(), state: SwipeCardsState(deckName: "people", cards: Self.cards),
            performer: EffectPerformer(
                announcer: voice, log: EventLog { lines += $0.split(separator: "\n").map(String.init) }))
        let screen = program.runHeadless(
            size: size, schedule: ScheduledInputs(schedule.map { (time: $0.0, input: $0.1) }))
        return (program.state, screen.plainText, lines, voice.texts)
    }

    /// A face at 30 fps from `start` to `end`, shaped by `pose` at each time.
    static func face(
        from start: Double, to end: Double, _ pose: (Double) -> FaceMeasurement = { FaceMeasurement(time: $0) }
    ) -> [(Double, ProgramInput)] {
        stride(from: start, to: end, by: 1.0 / 30).map { ($0, .faceMeasured(pose($0))) }
    }

    @Test func keysSwipeLeftAndRightAndCountThem() {
        let run = run([(1, .key(.left)), (2, .key(.right))])
        #expect(run.state.nopes == 1)
        #expect(run.state.likes == 1)
        #expect(run.state.top?.title == "Carol")
        #expect(
            run.log.contains {
                $0.contains(
                    #""type":"swipe","direction":"left","scene":"cards","widget":"people","card":"Alice","remaining":2"#
                )
            })
        #expect(run.said.contains("Like: Bob. 1 left. Next: Carol."))
        #expect(run.screen.contains("♥ Likes 1 · ✗ Nopes 1 · 1 of 3 left"), "\(run.screen)")
    }

    @Test func aWinkSwipesTheWayOfTheWinkingEye() {
        // Settled face for 1.5 s, then the left eye closed for 0.4 s: nope; then the right eye: like.
        let frames = Self.face(from: 0, to: 5) { t in
            FaceMeasurement(
                time: t, eyeLeft: (1.5..<1.9).contains(t) ? 0 : 1, eyeRight: (3..<3.4).contains(t) ? 0 : 1)
        }
        let run = run(frames)
        #expect(run.state.swiped.map(\.direction) == [.left, .right])
        #expect(run.log.contains { $0.contains(#""command":"swipeLeft","source":"gesture:winkLeft""#) })
    }

    @Test func aNaturalBlinkALostFaceAndTheFirstSecondSwipeNothing() {
        let frames = Self.face(from: 0, to: 4) { t in
            if (2..<2.4).contains(t) { return .lost(at: t) }
            // A blink at 0.5 s (settling), a 0.2 s two-eye blink at 3 s, and a head turned from the start.
            let closed = (0.5..<0.7).contains(t) || (3..<3.2).contains(t)
            return FaceMeasurement(time: t, yaw: t < 1 ? 0.5 : 0, eyeLeft: closed ? 0 : 1, eyeRight: closed ? 0 : 1)
        }
        let run = run(frames)
        #expect(run.state.swiped.isEmpty, "\(run.log)")
        #expect(run.said.contains("Face lost"))
    }

    @Test func aCompletedHeadTurnSwipesAndAGivenUpTurnSpringsBack() {
        // Rest at yaw 0 after settling; a small turn to the left (0.15 rad) comes back: no swipe; then a turn
        // right past 0.3 rad held 0.3 s: like; the head must come back before the next.
        let frames = Self.face(from: 0, to: 6) { t in
            let yaw: Double =
                switch t {
                case 2..<2.5: 0.15
                case 3.5..<4.2: -0.4
                default: 0
                }
            return FaceMeasurement(time: t, yaw: yaw)
        }
        var leanWhileGivenUp: Double?
        var state = SwipeCardsState(deckName: "people", cards: Self.cards)
        for (time, input) in frames {
            guard case .faceMeasured(let face) = input else { continue }
            _ = state.reduce(.faceMeasured(face), at: time)
            if abs(time - 2.3) < 0.02 { leanWhileGivenUp = state.headSwipe.lean }
        }
        #expect(abs((leanWhileGivenUp ?? 0) - 0.5) < 0.05)
        #expect(state.headSwipe.lean == 0)
        #expect(state.swiped.map(\.direction) == [.right])
        #expect(state.swiped.first?.card.title == "Alice")
    }

    @Test func theCardLeansWithTheHeadAndSaysWhichWayInWords() {
        var state = SwipeCardsState(deckName: "people", cards: Self.cards)
        for (time, input) in Self.face(from: 0, to: 1.6, { FaceMeasurement(time: $0, yaw: $0 > 1.5 ? 0.25 : 0) }) {
            if case .faceMeasured(let face) = input { _ = state.reduce(.faceMeasured(face), at: time) }
        }
        let screen = SwipeCardsRenderer().render(state, size: Size(width: 60, height: 20)).plainText
        #expect(screen.contains("✗ NOPE"), "\(screen)")
        #expect(!screen.contains("♥ LIKE"))
        #expect(screen.contains("(^_^)"))
    }

    /// The end of the deck is said in one long message: the status line takes it in turns, page by page,
    /// so a narrow terminal loses none of it (it was cut at the edge).
    @Test func aLongMessageTakesTurnsOnTheStatusLine() {
        let ended = run([(1, .key(.left)), (2, .key(.right)), (3, .key(.right))])
        let said = ended.said.last ?? ""
        #expect(said.count > 60)
        var state = ended.state
        let size = Size(width: 60, height: 20)
        let first = SwipeCardsRenderer().render(state, size: size).plainText.split(separator: "\n").last ?? ""
        state.time += StatusLine.pageTime
        let second = SwipeCardsRenderer().render(state, size: size).plainText.split(separator: "\n").last ?? ""
        #expect(first.contains("1/") && second.contains("2/"), "\(first)\n\(second)")
        #expect(first.contains("«Like: Carol."), "\(first)")
    }

    @Test func undoPutsTheLastCardBackAndTheEndOfTheDeckStartsAgain() {
        let undone = run([(1, .key(.left)), (2, .key(.enter))])
        #expect(undone.state.swiped.isEmpty)
        #expect(undone.said.contains("Undone: Alice is back on top. 3 left."))
        let ended = run([(1, .key(.left)), (2, .key(.right)), (3, .heard(.next, word: "next"))])
        #expect(ended.state.isAtEnd)
        #expect(ended.screen.contains("End of the deck"), "\(ended.screen)")
        #expect(ended.screen.contains("✗ Nope  Alice"))
        #expect(
            ended.said.last
                == "Like: Carol. End of the deck: 2 liked, 1 noped. Liked: Bob, Carol. Tongue out or Enter starts again."
        )
        let again = run([(1, .key(.left)), (2, .key(.right)), (3, .key(.right)), (4, .key(.enter))])
        #expect(again.state.swiped.isEmpty)
        #expect(again.state.top?.title == "Alice")
    }

    @Test func aWholeDeckIsSwipedByTheFaceAlone() {
        // Three winks, alternating eyes, 1.5 s apart after settling: the whole deck with no key.
        let frames = Self.face(from: 0, to: 7) { t in
            FaceMeasurement(
                time: t, eyeLeft: (2..<2.4).contains(t) || (5..<5.4).contains(t) ? 0 : 1,
                eyeRight: (3.5..<3.9).contains(t) ? 0 : 1)
        }
        let run = run(frames)
        #expect(run.state.isAtEnd)
        #expect(run.state.swiped.map(\.verdict) == ["Nope", "Like", "Nope"])
        #expect(run.log.filter { $0.contains(#""type":"swipe""#) }.count == 3)
        #expect(!run.log.contains { $0.contains(#""source":"key""#) })
    }
}
