import FaceNavCore
import ScreenRendering

/// The one program loop: runs any `Feature` (the scene app, the escape game, the launcher) on one stream
/// of inputs, with one effect performer, one event log and one headless mode.
///
/// Every input, whether from the terminal, a background camera or microphone, a schedule (a trace, a
/// replay) or the result of an effect, goes through `send(_:at:)`: it is logged, turned into the
/// feature's action and reduced; the effects are performed, and their results sent back the same way.
/// Nothing else changes the state, so the event log of a run replays it (`ScheduledInputs.replay(_:)`).
/// Think bubbletea's `Program`, or TCA's `Store`.
public struct Program<F: Feature> {
    public let feature: F
    public private(set) var state: F.State
    public let performer: EffectPerformer
    /// The time of the latest input sent.
    public private(set) var time = 0.0
    /// The marks of the lasting notices sent so far (`Announcement.lastingMark`), in order, each once: the
    /// problems every screen keeps showing at the start of its status line until the run ends.
    public private(set) var lastingMarks: [String] = []
    /// Whether the screen is drawn in ASCII (`LANG=C`; `TerminalCharacters.asciiOnly`).
    public var asciiOnly = false

    public init(feature: F, state: F.State, performer: EffectPerformer = EffectPerformer()) {
        self.feature = feature
        self.state = state
        self.performer = performer
    }

    /// True once the feature has quit.
    public var isFinished: Bool { feature.isFinished(state) }

    /// The screen now, at `size`.
    public func render(size: Size) -> ScreenBuffer {
        var screen = feature.render(state, size: size)
        screen.prependLastingMarks(lastingMarks, ascii: asciiOnly)
        return asciiOnly ? screen.asciiFallback() : screen
    }

    /// Begins a run: the terminal's size, then the feature's start.
    public mutating func start(size: Size, at time: Double) {
        send(.resized(size), at: time)
        perform(feature.start(&state, at: time), at: time)
    }

    /// Sends one input at `time` (seconds on the run's clock): logs it, reduces the feature's action for
    /// it, performs the effects and sends their results back. An input the feature ignores is not logged.
    public mutating func send(_ input: ProgramInput, at time: Double) {
        self.time = max(self.time, time)
        if case .notice(let announcement) = input, let mark = announcement.lastingMark, !lastingMarks.contains(mark) {
            lastingMarks.append(mark)
        }
        guard let action = feature.action(for: input) else { return }
        let effects = feature.reduce(&state, action, at: time)
        perform(effects, at: time, after: performer.log.isEnabled && input.isLogged ? input.jsonLine(at: time) : nil)
    }

    private mutating func perform(_ effects: [ProgramEffect], at time: Double, after inputLine: String? = nil) {
        for result in performer.perform(effects, after: inputLine) { send(result, at: time) }
    }

    /// Runs with no terminal: starts at `size`, sends every scheduled input at its time, and returns the
    /// last screen. Nothing ticks but the schedule, so a run is exactly reproducible.
    public mutating func runHeadless(size: Size, schedule: ScheduledInputs, opening: [ProgramInput] = [])
        -> ScreenBuffer
    {
        var schedule = schedule
        return runHeadless(size: size, opening: opening) { send in
            for entry in schedule.take(count: .max) {
                guard send(entry.input, entry.time) else { return }
            }
        }
    }

    /// The one headless run, whatever feeds it: starts at `size`, sends `opening` at time 0, then every
    /// input `feed` hands to `send` (with its time) until the feature quits, and returns the last screen.
    ///
    /// `send` returns false once the feature has quit, so a feed that makes its inputs as it goes (a video
    /// measured frame by frame) can stop early. Nothing ticks but the feed.
    public mutating func runHeadless<Failure: Error>(
        size: Size, opening: [ProgramInput] = [],
        feed: (_ send: (ProgramInput, Double) -> Bool) throws(Failure) -> Void
    ) throws(Failure) -> ScreenBuffer {
        start(size: size, at: 0)
        for input in opening where !isFinished { send(input, at: 0) }
        try feed { input, time in
            if !isFinished { send(input, at: time) }
            return !isFinished
        }
        return render(size: size)
    }
}
