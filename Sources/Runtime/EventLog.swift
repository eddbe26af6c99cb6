/// The one event-log writer: every input and every logged event of a run, one JSON object per line.
///
/// Lines of one batch are written together. Where they go is injected: a file (`--events`), nowhere, or
/// an array in tests.
public final class EventLog {
    private let write: (String) -> Void
    /// False for a log that keeps nothing: lines need not even be made.
    public let isEnabled: Bool

    /// A log that hands each batch of lines, newline-terminated, to `write`.
    public init(write: @escaping (String) -> Void) {
        self.write = write
        isEnabled = true
    }

    private init() {
        write = { _ in }
        isEnabled = false
    }

    /// A log that keeps nothing.
    public static func none() -> EventLog { EventLog() }

    /// Writes the lines, each followed by a newline, in one call.
    public func append(_ lines: [String]) {
        guard !lines.isEmpty else { return }
        write(lines.map { $0 + "\n" }.joined())
    }
}
