import Runtime
import Synchronization

/// Keeps what a program run did, for tests: what was said, every log line, and the files written.
///
/// ```swift
/// let recorder = SessionRecorder()
/// var program = Program(feature: AppFeature(), state: state, performer: recorder.performer)
/// program.send(.key(.tab), at: 1)
/// #expect(recorder.said == ["Cards, button"])
/// ```
public final class SessionRecorder: Sendable {
    private let recorded = Mutex<(lines: [String], files: [String: String])>(([], [:]))
    /// The voice, which keeps every announcement.
    public nonisolated(unsafe) let announcer = RecordingAnnouncer()

    public init() {}

    /// A performer that speaks to `announcer`, logs into `lines` and writes into `files`.
    public var performer: EffectPerformer { performer(handlers: []) }

    /// A performer as `performer`, whose features' own effects go to `handlers` (a camera check, a photo).
    public func performer(handlers: [FeatureEffectHandler]) -> EffectPerformer {
        EffectPerformer(
            announcer: announcer,
            log: EventLog { text in
                self.recorded.withLock { $0.lines += text.split(separator: "\n").map(String.init) }
            },
            files: FileWriter { path, contents throws(FileWriteError) in
                self.recorded.withLock { $0.files[path] = contents }
            },
            handlers: handlers)
    }

    /// Every log line, inputs included, in order.
    public var lines: [String] { recorded.withLock { $0.lines } }
    /// The log lines that are not inputs: what the feature did.
    public var events: [String] { lines.filter { !$0.contains(#""type":"input""#) } }
    /// The texts announced, in order.
    public var said: [String] { announcer.texts }
    /// The files written, by path, with their last contents.
    public var files: [String: String] { recorded.withLock { $0.files } }
}
