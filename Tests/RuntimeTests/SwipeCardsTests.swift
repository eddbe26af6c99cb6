import FaceNavCore
import FaceNavTestSupport
import Features
import Runtime
import SceneApp
import ScreenRendering
import Testing

/// The swipe-cards app, through a `FeatureTestStore` started as the loop starts it: winks, head turns,
/// voice and keys swipe; the card leans with the head and springs back; undo, the end of the deck, and
/// nothing swiped by a blink, a lost face or the first second. Key and voice runs assert every state change
/// and effect; face streams (whose recognisers keep private state) assert what the old tests did.
@Suite struct SwipeCardsTests {
    static let cards = [
        Card(title: "Alice", text: "Likes hiking.", picture: ["(^_^)"]),
        Card(title: "Bob", text: "Bakes bread."),
        Card(title: "Carol", text: "Plays the cello."),
    ]
    static let size = Size(width: 60, height: 20)
    static let opening = Announcement(
        "Swipe cards, 3 cards. Wink or turn left for nope, right for like; tongue out undoes. First card: Alice. Likes hiking."
    )
    static let endOfDeck =
        "Like: Carol. End of the deck: 2 liked, 1 noped. Liked: Bob, Carol. Tongue out or Enter starts again."

    /// A store on the three cards after the loop's start at 60 columns: resized, then the opening said.
    func started() -> FeatureTestStore<SwipeCardsFeature> {
        let store = FeatureTestStore(SwipeCardsFeature(), state: SwipeCardsState(deckName: "people", cards: Self.cards))
        store.send(.resized(width: 60), at: 0) { $0.screenWidth = 60 }
        store.start(at: 0) { $0.lastAnnouncement = Self.opening }
        store.receive(said(Self.opening.text, at: 0))
        return store
    }

    func log(_ time: Double, _ kind: AppEventKind) -> ProgramEffect { .log(AppEvent(time: time, kind: kind).jsonLine) }

    /// An announcement and its log line, as the app says anything.
    func said(_ text: String, at time: Double) -> [ProgramEffect] {
        [.announce(Announcement(text)), log(time, .announcement(Announcement(text)))]
    }

    /// The state change of saying `text` at `time`.
    func saying(_ text: String, at time: Double) -> (inout SwipeCardsState) -> Void {
        {
            $0.time = time
            $0.lastAnnouncement = Announcement(text)
            $0.lastAnnouncementTime = time
        }
    }

    /// The effects of `command` from `source` swiping `card` (with `remaining` left after it) and saying `text`.
    func swipe(
        _ card: String, _ direction: HeadSwipe.Direction, by command: Command, from source: InputSource,
        remaining: Int, saying text: String, at time: Double
    ) -> [ProgramEffect] {
        [
            log(time, .command(command, source: source)),
            log(
                time,
                .swipe(
                    direction: direction.rawValue, sceneID: "cards", widgetID: "people", card: card,
                    remaining: remaining)),
        ] + said(text, at: time)
    }

    /// Nopes Alice with the left arrow at 1 s, the first swipe, asserting every change and effect.
    @discardableResult
    func nopeAliceByKey(
        _ store: FeatureTestStore<SwipeCardsFeature>, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) -> [ProgramEffect] {
        store.send(
            input: .key(.left), at: 1,
            assert: {
                saying("Nope: Alice. 2 left. Next: Bob.", at: 1)(&$0)
                $0.swiped = [SwipeDecision(card: Self.cards[0], direction: .left)]
            }, sourceLocation: sourceLocation)
        return store.receive(
            swipe(
                "Alice", .left, by: .swipeLeft, from: .key, remaining: 2, saying: "Nope: Alice. 2 left. Next: Bob.",
                at: 1),
            sourceLocation: sourceLocation)
    }

    /// Likes Bob with the right arrow at 2 s, after Alice was noped, asserting every change and effect.
    func likeBobByKey(
        _ store: FeatureTestStore<SwipeCardsFeature>, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        store.send(
            input: .key(.right), at: 2,
            assert: {
                saying("Like: Bob. 1 left. Next: Carol.", at: 2)(&$0)
                $0.swiped.append(SwipeDecision(card: Self.cards[1], direction: .right))
            }, sourceLocation: sourceLocation)
        store.receive(
            swipe(
                "Bob", .right, by: .swipeRight, from: .key, remaining: 1, saying: "Like: Bob. 1 left. Next: Carol.",
                at: 2),
            sourceLocation: sourceLocation)
    }

    /// The outline (`ProgramEffect.outline`) of the face found: logged, said, and what was said logged.
    static let faceFound = ["log found=1 type=face", "say Face found", "log announcement"]

    /// The outline of a wink (`left` or right) swiping `card`, with `remaining` cards left, saying `text`.
    static func winked(left: Bool, _ card: String, remaining: Int, saying text: String) -> [String] {
        let (gesture, command, direction) =
            left ? ("winkLeft", "swipeLeft", "left") : ("winkRight", "swipeRight", "right")
        return [
            "log gesture=\(gesture) type=gesture", "log command=\(command) source=gesture:\(gesture) type=command",
            "log card=\(card) direction=\(direction) remaining=\(remaining) scene=cards type=swipe widget=people",
            "say \(text)", "log announcement",
        ]
    }

    /// Alice noped by a left wink, then Bob liked by a right wink.
    static let winkedAliceAndBob =
        winked(left: true, "Alice", remaining: 2, saying: "Nope: Alice. 2 left. Next: Bob.")
        + winked(left: false, "Bob", remaining: 1, saying: "Like: Bob. 1 left. Next: Carol.")

    static func line(_ effect: ProgramEffect) -> String? {
        if case .log(let line) = effect { line } else { nil }
    }

    /// A face at 30 fps from `start` to `end`, shaped by `pose` at each time.
    static func face(
        from start: Double, to end: Double, _ pose: (Double) -> FaceMeasurement = { FaceMeasurement(time: $0) }
    ) -> [(Double, ProgramInput)] {
        stride(from: start, to: end, by: 1.0 / 30).map { ($0, .faceMeasured(pose($0))) }
    }

    /// Sends a face stream checking only what is asserted after it; its effects wait in `store.effects`.
    func feed(_ store: FeatureTestStore<SwipeCardsFeature>, _ frames: [(Double, ProgramInput)]) {
        store.exhaustivity = .off
        for (time, input) in frames { store.send(input: input, at: time) }
    }

    @Test func keysSwipeLeftAndRightAndCountThem() {
        let store = started()
        let left = nopeAliceByKey(store)
        #expect(
            left.compactMap(Self.line).contains {
                $0.contains(
                    #""type":"swipe","direction":"left","scene":"cards","widget":"people","card":"Alice","remaining":2"#
                )
            })
        likeBobByKey(store)
        #expect(store.state.nopes == 1)
        #expect(store.state.likes == 1)
        #expect(store.state.top?.title == "Carol")
        let screen = store.screen(Self.size)
        #expect(screen.contains("♥ Likes 1 · ✗ Nopes 1 · 1 of 3 left"), "\(screen)")
        store.finish()
    }

    @Test func aWinkSwipesTheWayOfTheWinkingEye() {
        // Settled face for 1.5 s, then the left eye closed for 0.4 s: nope; then the right eye: like.
        let store = started()
        feed(
            store,
            Self.face(from: 0, to: 5) { t in
                FaceMeasurement(
                    time: t, eyeLeft: (1.5..<1.9).contains(t) ? 0 : 1, eyeRight: (3..<3.4).contains(t) ? 0 : 1)
            })
        #expect(store.state.swiped.map(\.direction) == [.left, .right])
        #expect(
            store.effects.map(\.outline)
                == Self.faceFound + Self.winkedAliceAndBob)
        let swipes = store.loggedLines.filter { $0.contains(#""type":"swipe""#) }
        #expect(swipes.count == 2)
        store.receive("the left wink's swipe command") {
            Self.line($0)?.contains(#""command":"swipeLeft","source":"gesture:winkLeft""#) == true
        }
        store.receive("the right wink's swipe command") {
            Self.line($0)?.contains(#""command":"swipeRight","source":"gesture:winkRight""#) == true
        }
        store.finish()
    }

    @Test func aNaturalBlinkALostFaceAndTheFirstSecondSwipeNothing() {
        let store = started()
        feed(
            store,
            Self.face(from: 0, to: 4) { t in
                if (2..<2.4).contains(t) { return .lost(at: t) }
                // A blink at 0.5 s (settling), a 0.2 s two-eye blink at 3 s, and a head turned from the start.
                let closed = (0.5..<0.7).contains(t) || (3..<3.2).contains(t)
                return FaceMeasurement(
                    time: t, yaw: t < 1 ? 0.5 : 0, eyeLeft: closed ? 0 : 1, eyeRight: closed ? 0 : 1)
            })
        #expect(store.state.swiped.isEmpty)
        #expect(
            store.effects.map(\.outline) == [
                "log found=1 type=face", "say Face found", "log announcement",
                "log found=0 type=face", "say Face lost", "log announcement",
                "log found=1 type=face", "say Face found", "log announcement",
            ])
        let logged = store.loggedLines
        #expect(!logged.contains { $0.contains(#""type":"swipe""#) || $0.contains(#""type":"command""#) }, "\(logged)")
        store.receive("Face lost said") {
            if case .announce(let said) = $0 { said.text == "Face lost" } else { false }
        }
        store.finish()
    }

    @Test func aCompletedHeadTurnSwipesAndAGivenUpTurnSpringsBack() {
        // Rest at yaw 0 after settling; a small turn to the left (0.15 rad) comes back: no swipe; then a turn
        // right past 0.3 rad held 0.3 s: like; the head must come back before the next.
        let store = started()
        store.exhaustivity = .off
        var leanWhileGivenUp: Double?
        for (time, input) in Self.face(
            from: 0, to: 6,
            { t in
                let yaw: Double =
                    switch t {
                    case 2..<2.5: 0.15
                    case 3.5..<4.2: -0.4
                    default: 0
                    }
                return FaceMeasurement(time: t, yaw: yaw)
            })
        {
            store.send(input: input, at: time)
            if abs(time - 2.3) < 0.02 { leanWhileGivenUp = store.state.headSwipe.lean }
        }
        #expect(abs((leanWhileGivenUp ?? 0) - 0.5) < 0.05)
        #expect(store.state.headSwipe.lean == 0)
        #expect(store.state.swiped.map(\.direction) == [.right])
        #expect(store.state.swiped.first?.card.title == "Alice")
        #expect(
            store.effects.map(\.outline) == [
                "log found=1 type=face", "say Face found", "log announcement",
                "log command=swipeRight source=head turn type=command",
                "log card=Alice direction=right remaining=2 scene=cards type=swipe widget=people",
                "say Like: Alice. 2 left. Next: Bob.", "log announcement",
            ])
        store.receive("the head turn's like") {
            Self.line($0)?.contains(#""command":"swipeRight","source":"head turn""#) == true
        }
        store.receive("Alice liked") {
            Self.line($0)?.contains(
                #""type":"swipe","direction":"right","scene":"cards","widget":"people","card":"Alice""#)
                == true
        }
        store.finish()
    }

    @Test func theCardLeansWithTheHeadAndSaysWhichWayInWords() {
        let store = started()
        feed(store, Self.face(from: 0, to: 1.6) { FaceMeasurement(time: $0, yaw: $0 > 1.5 ? 0.25 : 0) })
        let screen = store.screen(Self.size)
        #expect(screen.contains("✗ NOPE"), "\(screen)")
        #expect(!screen.contains("♥ LIKE"))
        #expect(screen.contains("(^_^)"))
        store.finish()
    }

    /// Swipes the whole deck by keys, Bob and Carol liked, asserting every change and effect.
    func swipeTheDeck(_ store: FeatureTestStore<SwipeCardsFeature>) {
        nopeAliceByKey(store)
        likeBobByKey(store)
        store.send(input: .heard(.next, word: "next"), at: 3) {
            saying(Self.endOfDeck, at: 3)(&$0)
            $0.swiped.append(SwipeDecision(card: Self.cards[2], direction: .right))
        }
        store.receive(
            swipe("Carol", .right, by: .next, from: .voice(word: "next"), remaining: 0, saying: Self.endOfDeck, at: 3))
    }

    /// The end of the deck is said in one long message: the status line takes it in turns, page by page,
    /// so a narrow terminal loses none of it (it was cut at the edge).
    @Test func aLongMessageTakesTurnsOnTheStatusLine() {
        let store = started()
        swipeTheDeck(store)
        #expect(Self.endOfDeck.count > 60)
        let first = store.screen(Self.size).split(separator: "\n").last ?? ""
        #expect(SwipeCardsFeature().wantsTicks(store.state), "the pages turn on ticks")
        store.send(input: .tick, at: 3 + StatusLine.pageTime) { $0.time = 3 + StatusLine.pageTime }
        let second = store.screen(Self.size).split(separator: "\n").last ?? ""
        #expect(first.contains("1/") && second.contains("2/"), "\(first)\n\(second)")
        #expect(first.contains("«Like: Carol."), "\(first)")
        store.finish()
    }

    @Test func undoPutsTheLastCardBackAndTheEndOfTheDeckStartsAgain() {
        let undone = started()
        nopeAliceByKey(undone)
        undone.send(input: .key(.enter), at: 2) {
            saying("Undone: Alice is back on top. 3 left.", at: 2)(&$0)
            $0.swiped = []
        }
        undone.receive(
            [log(2, .command(.activate, source: .key)), log(2, .emitted(name: "undo", sceneID: "cards"))]
                + said("Undone: Alice is back on top. 3 left.", at: 2))
        undone.finish()

        let store = started()
        swipeTheDeck(store)
        #expect(store.state.isAtEnd)
        let screen = store.screen(Self.size)
        #expect(screen.contains("End of the deck"), "\(screen)")
        #expect(screen.contains("✗ Nope  Alice"))
        store.send(input: .key(.enter), at: 4) {
            saying("The deck again, from the top: Alice.", at: 4)(&$0)
            $0.swiped = []
        }
        store.receive(
            [log(4, .command(.activate, source: .key)), log(4, .emitted(name: "restart", sceneID: "cards"))]
                + said("The deck again, from the top: Alice.", at: 4))
        #expect(store.state.top?.title == "Alice")
        store.finish()
    }

    @Test func aWholeDeckIsSwipedByTheFaceAlone() {
        // Three winks, alternating eyes, 1.5 s apart after settling: the whole deck with no key.
        let store = started()
        feed(
            store,
            Self.face(from: 0, to: 7) { t in
                FaceMeasurement(
                    time: t, eyeLeft: (2..<2.4).contains(t) || (5..<5.4).contains(t) ? 0 : 1,
                    eyeRight: (3.5..<3.9).contains(t) ? 0 : 1)
            })
        #expect(store.state.isAtEnd)
        #expect(store.state.swiped.map(\.verdict) == ["Nope", "Like", "Nope"])
        #expect(
            store.effects.map(\.outline)
                == Self.faceFound + Self.winkedAliceAndBob
                + Self.winked(
                    left: true, "Carol", remaining: 0,
                    saying:
                        "Nope: Carol. End of the deck: 1 liked, 2 noped. Liked: Bob. Tongue out or Enter starts again."
                ))
        let logged = store.loggedLines
        #expect(logged.filter { $0.contains(#""type":"swipe""#) }.count == 3)
        #expect(!logged.contains { $0.contains(#""source":"key""#) })
        store.skipEffects()
        store.finish()
    }
}
