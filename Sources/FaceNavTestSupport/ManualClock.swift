import Runtime
import Synchronization

/// A program clock tests move by hand (or an `InMemoryTerminal` moves as it waits).
public final class ManualClock: ProgramClock {
    private let time = Mutex(0.0)

    public init(_ start: Double = 0) { time.withLock { $0 = start } }

    public var now: Double {
        get { time.withLock { $0 } }
        set { time.withLock { $0 = newValue } }
    }
}
