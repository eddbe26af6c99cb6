import FaceNavCore
import ScreenRendering

/// Something the program loop runs: the scene app, the escape game, the launcher, a mock app.
///
/// A feature is a value holding its settings (what it was opened with); its `State` holds everything that
/// changes. The loop calls, for every input: `action(for:)` then `reduce(_:_:at:)`, performs the returned
/// effects, and after each batch draws `render(_:size:)` and writes only the changed cells. Time is always
/// passed in (seconds since the run began), never read, so a logged run replays exactly.
///
/// ```swift
/// struct Counter: Feature {
///     func action(for input: ProgramInput) -> Int? { input == .key(.up) ? 1 : nil }
///     func reduce(_ count: inout Int, _ step: Int, at time: Double) -> [ProgramEffect] {
///         count += step
///         return [.announce(Announcement("\(count)"))]
///     }
///     func render(_ count: Int, size: Size) -> ScreenBuffer { ... }
///     func isFinished(_ count: Int) -> Bool { false }
/// }
/// ```
public protocol Feature {
    associatedtype State
    associatedtype Action

    /// The feature's reading of an input, or nil when it has no use for it.
    func action(for input: ProgramInput) -> Action?

    /// What the feature does when the run begins, after the first `.resized`: the opening announcement,
    /// the saved place. Derived from the feature's settings only, so a replay starts the same way.
    func start(_ state: inout State, at time: Double) -> [ProgramEffect]

    /// Applies one action at `time` (seconds on the run's clock); returns what the loop must perform.
    func reduce(_ state: inout State, _ action: Action, at time: Double) -> [ProgramEffect]

    /// Draws the state into a buffer of `size`: a pure function, so a frame is a snapshot.
    func render(_ state: State, size: Size) -> ScreenBuffer

    /// True once the feature has quit: the loop stops.
    func isFinished(_ state: State) -> Bool

    /// Whether the loop should send `.tick` now (timers running, the emulated face on); true by default.
    func wantsTicks(_ state: State) -> Bool

    /// Whether typed letters are text now (an answer field has focus), so no letter is a command key
    /// (`p` pausing, for one); false by default.
    func takesText(_ state: State) -> Bool

    /// Whether it runs another feature it opened (the launcher, an app), which its quit would close and
    /// come back from; false by default.
    func isRunningAnother(_ state: State) -> Bool

    /// Whether `?` shows help of the feature's own (the game's keys, a scene app's help); false by default,
    /// and then FaceNav's help answers it over the feature.
    func hasOwnHelp(_ state: State) -> Bool
}

extension Feature {
    public func start(_ state: inout State, at time: Double) -> [ProgramEffect] { [] }
    public func wantsTicks(_ state: State) -> Bool { true }
    public func takesText(_ state: State) -> Bool { false }
    public func isRunningAnother(_ state: State) -> Bool { false }
    public func hasOwnHelp(_ state: State) -> Bool { false }
}
