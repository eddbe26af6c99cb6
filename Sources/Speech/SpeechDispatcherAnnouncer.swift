import FaceNavCore

/// Speaks through speech-dispatcher with `spd-say`, so announcements share the queue of a screen reader
/// the user already runs.
///
/// Important announcements go at speech-dispatcher's `important` priority, which interrupts speech of lower
/// priority; routine ones at `message`, which queues. speech-dispatcher's server plays the sound, so a
/// missing sound card shows nowhere in what spd-say leaves behind: ALSA's playback device is asked once
/// instead (`AudioOutputProbe`), and an spd-say that fails is a problem too.
public final class SpeechDispatcherAnnouncer: Announcer {
    public let name = "speech-dispatcher"
    private let executable: String
    private var running: [ChildProcess] = []
    /// The rate of what is said next, on speech-dispatcher's -100…100 scale (`spd-say -r`).
    public private(set) var rate = SpeechSettings.default.spokenRate
    /// Why nothing is heard: no playback device, or an spd-say that exited with an error; nil while fine.
    public private(set) var problem: String?

    /// - Parameter outputProblem: asked once, here, whether sound can be played (ALSA's device by default).
    public init(executable: String = "spd-say", outputProblem: () -> String? = { AudioOutputProbe.problem() }) {
        self.executable = executable
        self.problem = outputProblem().map { "speech-dispatcher has \($0)" }
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

    /// Reaps the spd-say clients that have handed their text over; the first that failed is the problem.
    public func poll() {
        running.removeAll { child in
            guard let exit = child.exitStatus() else { return false }
            if problem == nil {
                problem = SpeechProblem.of(program: name, exitCode: exit, errorOutput: "")
            }
            return true
        }
    }

    public func stop() {
        _ = ChildProcess.run(executable, ["--cancel"], timeout: 1)
        for child in running { child.terminate() }
        running.removeAll()
    }
}
