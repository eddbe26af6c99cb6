import FaceNavCore
import Runtime
import ScreenRendering

/// A terminal in memory for whole sessions in tests: scripted inputs at set times in, every frame out.
///
/// It drives a `ManualClock`: waiting for input moves the clock to the next scripted input when it is due
/// within the wait, else by the whole wait. Once the script is used up and one more frame has been shown,
/// it asks the program to stop, as Ctrl-C would.
public final class InMemoryTerminal: Terminal {
    public var size: Size
    public let clock: ManualClock
    private var script: [(time: Double, input: ProgramInput)]
    /// Every frame presented, in order.
    public private(set) var frames: [ScreenBuffer] = []
    public private(set) var isRestored = false
    private var scriptEnded = false

    /// - Parameter script: inputs and the times (seconds on `clock`) they are typed, in order.
    public init(
        size: Size = Size(width: 80, height: 24), clock: ManualClock = ManualClock(), script: [(Double, ProgramInput)]
    ) {
        self.size = size
        self.clock = clock
        self.script = script.map { (time: $0.0, input: $0.1) }
    }

    /// The last frame presented, as text.
    public var screen: String { frames.last?.plainText ?? "" }

    public func present(_ buffer: ScreenBuffer) { frames.append(buffer) }

    public func nextInput(timeout milliseconds: Int) -> ProgramInput? {
        let deadline = clock.now + Double(max(0, milliseconds)) / 1000
        guard let next = script.first else {
            scriptEnded = true
            clock.now = deadline
            return nil
        }
        guard next.time <= deadline else {
            clock.now = deadline
            return nil
        }
        script.removeFirst()
        clock.now = max(clock.now, next.time)
        if case .resized(let newSize) = next.input { size = newSize }
        return next.input
    }

    public var terminationRequested: Bool { scriptEnded }

    public func restore() { isRestored = true }
}
