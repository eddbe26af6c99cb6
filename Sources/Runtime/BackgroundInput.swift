import Foundation
import Synchronization

/// An input that runs on its own thread, a camera's face tracker or a microphone's recogniser, and hands
/// what it makes to the program loop, which sends it on the one stream like a key.
///
/// The thread calls `send(_:)`; the loop calls `take()` every frame; `stop()` asks the thread to finish,
/// which it sees in `isStopping`; a thread with a single job (a camera check) says `finish()` when done.
/// One `Mutex` guards the queue and the flags.
public final class BackgroundInput: Sendable {
    /// What the status line calls this input: "camera /dev/video0", "voice: mic default".
    public let name: String
    private let shared = Mutex<(inputs: [ProgramInput], stopping: Bool, finished: Bool)>(([], false, false))

    public init(name: String) {
        self.name = name
    }

    /// Makes an input named `name` and runs `work` with it on a new thread called `threadName`.
    public static func start(
        name: String, threadName: String, work: @escaping @Sendable (BackgroundInput) -> Void
    ) -> BackgroundInput {
        let input = BackgroundInput(name: name)
        let thread = Thread { work(input) }
        thread.name = threadName
        thread.start()
        return input
    }

    /// Queues an input for the loop (from the input's thread).
    public func send(_ input: ProgramInput) {
        shared.withLock { $0.inputs.append(input) }
    }

    /// The inputs queued since the last call, in order.
    public func take() -> [ProgramInput] {
        shared.withLock { state in
            defer { state.inputs.removeAll() }
            return state.inputs
        }
    }

    /// Asks the thread to finish after what it is doing.
    public func stop() {
        shared.withLock { $0.stopping = true }
    }

    /// True once `stop()` was called: the thread should return.
    public var isStopping: Bool { shared.withLock { $0.stopping } }

    /// Says the thread has sent all it will (from the input's thread).
    public func finish() {
        shared.withLock { $0.finished = true }
    }

    /// True once the thread has finished and everything it sent was taken.
    public var isDone: Bool { shared.withLock { $0.finished && $0.inputs.isEmpty } }
}
