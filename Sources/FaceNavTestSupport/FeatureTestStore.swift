import Inputs
import Runtime
import Testing

/// Runs one feature's reducer in a test and checks every state change and every effect (TCA's `TestStore`).
///
/// Each `send` reduces one action from the state the store holds. The closure given to `send` receives the
/// state as it was before and must turn it into the state expected after: any field it does not set must be
/// unchanged, so a change nobody asserted fails the test with a diff of the two states. The effects the
/// reducer returned wait for `receive`; one left unreceived fails the next `send` and `finish()` (or the
/// store's end). Only the reducer runs: nothing is performed, so an effect's answer (`.captured`,
/// `.writeFailed`) is sent back by the test as the input the loop would send.
///
/// ```swift
/// let store = FeatureTestStore(SwipeCardsFeature(), state: SwipeCardsState(deckName: "people", cards: cards))
/// store.send(.key(.left), at: 1) { $0.swiped = [SwipeDecision(card: alice, direction: .left)]; $0.time = 1 }
/// store.receive(.log(...), .announce(Announcement("Nope: Alice. 2 left. Next: Bob.")), .log(...))
/// store.finish()
/// ```
///
/// Long face streams, whose recognisers keep private state no test can write, are sent with
/// `exhaustivity = .off`: then only what the closure sets is checked, and effects wait, unchecked, for a
/// `receive` that skips those before the one asked for.
public final class FeatureTestStore<F: Feature> where F.State: Equatable {
    public let feature: F
    /// The state after the last action.
    public private(set) var state: F.State
    /// The time of the last action, the default for the next one.
    public private(set) var time: Double
    /// Effects returned and not yet received, oldest first.
    public internal(set) var effects: [ProgramEffect] = []
    /// `.on`: every change and effect must be asserted; `.off`: only what is asserted must hold.
    public var exhaustivity: TestExhaustivity = .on
    private let createdAt: SourceLocation
    private var isFinished = false

    public init(
        _ feature: F, state: F.State, at time: Double = 0, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        self.feature = feature
        self.state = state
        self.time = time
        self.createdAt = sourceLocation
    }

    deinit {
        if !isFinished, exhaustivity == .on, !effects.isEmpty {
            Issue.record(
                Comment(rawValue: "The test ended with effects not received:\n" + Self.list(effects)),
                sourceLocation: createdAt)
        }
    }

    /// Runs the feature's `start` at `time`, as the loop does after the first `.resized`.
    public func start(
        at time: Double? = nil, assert expected: ((inout F.State) -> Void)? = nil,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        step("start", at: time, expected, sourceLocation) { feature.start(&$0, at: $1) }
    }

    /// Reduces `action` at `time` (the last time when nil) and checks the state against `expected`.
    public func send(
        _ action: F.Action, at time: Double? = nil, assert expected: ((inout F.State) -> Void)? = nil,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        step("send(\(action))", at: time, expected, sourceLocation) { feature.reduce(&$0, action, at: $1) }
    }

    /// Sends an input as the loop does: through `action(for:)`; an input the feature ignores changes nothing.
    public func send(
        input: ProgramInput, at time: Double? = nil, assert expected: ((inout F.State) -> Void)? = nil,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let action = feature.action(for: input)
        step("send(input: \(input))", at: time, expected, sourceLocation) { state, time in
            action.map { feature.reduce(&state, $0, at: time) } ?? []
        }
    }

    /// Checks that every effect was received; call it at the end of a test (the store's end checks it too).
    public func finish(sourceLocation: SourceLocation = #_sourceLocation) {
        isFinished = true
        guard exhaustivity == .on, !effects.isEmpty else { return }
        Issue.record(
            Comment(rawValue: "Effects not received at the end:\n" + Self.list(effects)), sourceLocation: sourceLocation
        )
        effects = []
    }

    /// Drops the effects not yet received, saying in the code that the test does not care about them.
    public func skipEffects() { effects = [] }

    private func step(
        _ name: String, at time: Double?, _ expected: ((inout F.State) -> Void)?,
        _ sourceLocation: SourceLocation, _ reduce: (inout F.State, Double) -> [ProgramEffect]
    ) {
        if exhaustivity == .on, !effects.isEmpty {
            Issue.record(
                Comment(rawValue: "Effects not received before \(name):\n" + Self.list(effects)),
                sourceLocation: sourceLocation)
            effects = []
        }
        if let time { self.time = time }
        let before = state
        effects += reduce(&state, self.time)
        // Off: the closure applied to the new state must leave it as it is (what it sets already holds).
        var wanted = exhaustivity == .on ? before : state
        expected?(&wanted)
        guard wanted != state else { return }
        Issue.record(
            Comment(
                rawValue: "State after \(name) at \(self.time) is not as asserted (- asserted, + actual):\n"
                    + LineDiff(dumping: wanted, state).text), sourceLocation: sourceLocation)
    }

    static func list(_ effects: [ProgramEffect]) -> String {
        effects.map { "  " + String(describing: $0) }.joined(separator: "\n")
    }
}
