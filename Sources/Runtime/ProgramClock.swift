/// The program's clock: seconds since the run began. Injected, so tests advance time by hand.
public protocol ProgramClock: AnyObject, Sendable {
    var now: Double { get }
}

/// The monotonic clock of the machine, from when it was made.
public final class LiveClock: ProgramClock {
    private let clock = ContinuousClock()
    private let start: ContinuousClock.Instant

    public init() { start = clock.now }

    public var now: Double {
        let elapsed = clock.now - start
        return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
    }
}
