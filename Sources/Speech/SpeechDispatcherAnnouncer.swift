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
    /// The rate of what is said next, on speech-dispatcher's -100…100 scale (`spd-say -r`).
    public private(set) var rate = SpeechSettings.default.spokenRate

    public init(executable: String = "spd-say") {
        self.executable = executable
    }

    /// spd-say's arguments for an announcement.
    public static func arguments(for announcement: Announcement, rate: Int = 0) -> [String] {
        [
            "--priority", announcement.priority == .important ? "important" : "message", "-r", "\(rate)", "--",
            announcement.text,
        ]
    }

    public func setRate(wordsPerMinute: Int) {
        rate = SpeechSettings(rate: wordsPerMinute).spokenRate
    }

    public func announce(_ announcement: Announcement) {
        poll()
        if let child = ChildProcess.spawn(executable, Self.arguments(for: announcement, rate: rate)) {
            running.append(child)
        }
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
