import FaceNavCore

/// Speaks with espeak-ng, one child process per announcement.
///
/// An important announcement kills the utterance being spoken and drops the queue; a routine one waits
/// until the voice is free. Each utterance's standard error and exit code are read: espeak-ng with no
/// sound card prints ALSA's errors and exits 0, and `problem` says so.
public final class EspeakAnnouncer: Announcer {
    public let name = "espeak-ng"
    private let executable: String
    private let arguments: (String, Int) -> [String]
    /// The rate of the next utterance, espeak-ng's `-s`.
    public private(set) var wordsPerMinute = SpeechSettings.default.rate
    private var speaking: ChildProcess?
    private var errors: ErrorCapture?
    private var queue: [String] = []
    public private(set) var problem: String?

    /// - Parameters:
    ///   - executable: espeak-ng's path or name.
    ///   - arguments: the command-line arguments that speak a text (tests swap in a slow stand-in).
    public init(
        executable: String = "espeak-ng",
        arguments: @escaping (String) -> [String]
    ) {
        self.executable = executable
        self.arguments = { text, _ in arguments(text) }
    }

    /// espeak-ng at `executable`, speaking at the rate last set.
    public init(executable: String = "espeak-ng") {
        self.executable = executable
        self.arguments = { EspeakAnnouncer.arguments(speaking: $0, wordsPerMinute: $1) }
    }

    /// espeak-ng's arguments for `text`: a clear speed, and the text after `--` so a leading dash is text.
    public static func arguments(
        speaking text: String, wavFile: String? = nil, wordsPerMinute: Int = SpeechSettings.default.rate
    ) -> [String] {
        ["-s", "\(wordsPerMinute)"] + (wavFile.map { ["-w", $0] } ?? []) + ["--", text]
    }

    public func setRate(wordsPerMinute: Int) {
        self.wordsPerMinute = wordsPerMinute
    }

    /// Whether an utterance is being spoken now.
    public var isSpeaking: Bool {
        poll()
        return speaking != nil
    }

    /// How many routine announcements wait behind the current one.
    public var queuedCount: Int { queue.count }

    public func announce(_ announcement: Announcement) {
        poll()
        if announcement.priority == .important {
            stop()
            start(announcement.text)
        } else if speaking == nil {
            start(announcement.text)
        } else {
            queue.append(announcement.text)
        }
    }

    public func poll() {
        errors?.drain()
        if let current = speaking, let exit = current.exitStatus() {
            errors?.drain()
            if problem == nil {
                problem = SpeechProblem.of(program: name, exitCode: exit, errorOutput: errors?.text ?? "")
            }
            speaking = nil
            errors = nil
        }
        while speaking == nil, !queue.isEmpty { start(queue.removeFirst()) }
    }

    public func stop() {
        queue.removeAll()
        speaking?.terminate()
        speaking = nil
        errors = nil
    }

    private func start(_ text: String) {
        let capture = problem == nil ? ErrorCapture() : nil
        speaking = ChildProcess.spawn(executable, arguments(text, wordsPerMinute), errorOutput: capture?.writeEnd)
        capture?.childStarted()
        errors = speaking == nil ? nil : capture
    }

    deinit {
        stop()
    }
}
