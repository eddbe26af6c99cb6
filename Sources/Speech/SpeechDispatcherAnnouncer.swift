import FaceNavCore

/// Speaks through speech-dispatcher with `spd-say`, so announcements share the queue of a screen reader
/// the user already runs.
///
/// Important announcements go at speech-dispatcher's `important` priority, which interrupts speech of lower
/// priority; routine ones at `message`, which queues.
public final class SpeechDispatcherAnnouncer: Announcer {
    public let name = "speech-dispatcher"
    private let executable: String
    private var running: [ChildProcess] = []

    public init(executable: String = "spd-say") {
        self.executable = executable
    }

    /// spd-say's arguments for an announcement.
    public static func arguments(for announcement: Announcement) -> [String] {
        ["--priority", announcement.priority == .important ? "important" : "message", "--", announcement.text]
    }

    public func announce(_ announcement: Announcement) {
        poll()
        if let child = ChildProcess.spawn(executable, Self.arguments(for: announcement)) { running.append(child) }
    }

    /// Reaps the spd-say clients that have handed their text over.
    public func poll() {
        running.removeAll { $0.hasExited() }
    }

    public func stop() {
        _ = ChildProcess.run(executable, ["--cancel"], timeout: 1)
        for child in running { child.terminate() }
        running.removeAll()
    }
}
