import FaceNavCore
import Foundation
import VoiceCommands

/// Listening inside the app: a background thread turns a microphone or a WAV file into heard commands,
/// and the run loop takes them as actions on its one stream, like keys.
///
/// A microphone that cannot be opened, or fails later, becomes one announced line; the rest of FaceNav
/// keeps working without voice.
final class VoiceInput: @unchecked Sendable {
    private let lock = NSLock()
    private var heard: [HeardCommand] = []
    private var problems: [String] = []
    private var isStopping = false
    /// What the status line calls this input: "voice (mic default)" or "voice (file.wav)".
    let name: String

    private init(name: String) {
        self.name = name
    }

    /// Starts listening to `wav` (played in real time) or the microphone `mic` (default device when nil).
    ///
    /// - Throws: when the speech model, dictionary or words are wrong (a settings error worth stopping for).
    static func start(settings: VoiceSettings, wav: String?, mic: String?) throws(UserFacingError) -> VoiceInput {
        let recognizer = try VoiceOptions.recognizer(for: settings)
        let filter = VoiceCommandFilter(settings: settings)
        let source: VoiceAudio
        let input: VoiceInput
        do throws(VoiceError) {
            if let wav {
                source = .file(WavAudioSource(try WavAudio(contentsOf: wav)), started: nil, chunks: 0)
                input = VoiceInput(name: "voice: \(wav.split(separator: "/").last.map(String.init) ?? wav)")
            } else {
                let device = mic ?? "default"
                source = .microphone(try AlsaMicrophone(device: device))
                input = VoiceInput(name: "voice: mic \(device)")
            }
        } catch {
            let input = VoiceInput(name: "no voice")
            input.report("Voice off: \(error.message)")
            return input
        }
        let job = ListeningJob(listener: VoiceListener(source: source, recognizer: recognizer, filter: filter))
        let thread = Thread { [input] in
            do throws(VoiceError) {
                try job.listener.run(keepGoing: { !input.stopping }) { input.add($0) }
            } catch {
                input.report("Voice off: \(error.message)")
            }
        }
        thread.name = "facenav voice"
        thread.start()
        return input
    }

    /// Every command heard, in order, with the whole of a file, no thread and no pacing (`--headless`).
    static func commands(in wav: String, settings: VoiceSettings) throws(UserFacingError) -> [HeardCommand] {
        let recognizer = try VoiceOptions.recognizer(for: settings)
        do {
            var listener = VoiceListener(
                source: WavAudioSource(try WavAudio(contentsOf: wav)), recognizer: recognizer,
                filter: VoiceCommandFilter(settings: settings))
            return try listener.commands()
        } catch {
            throw UserFacingError(message: error.message, exitCode: 2)
        }
    }

    /// The actions heard since the last call, and any problem to announce.
    func take() -> (actions: [Action], problem: String?) {
        lock.lock()
        defer { lock.unlock() }
        let actions = heard.map(\.action)
        let problem = problems.last
        heard.removeAll()
        problems.removeAll()
        return (actions, problem)
    }

    /// Asks the listening thread to stop after its current chunk.
    func stop() {
        lock.lock()
        isStopping = true
        lock.unlock()
    }

    private var stopping: Bool {
        lock.lock()
        defer { lock.unlock() }
        return isStopping
    }

    private func add(_ command: HeardCommand) {
        lock.lock()
        heard.append(command)
        lock.unlock()
    }

    private func report(_ problem: String) {
        lock.lock()
        problems.append(problem)
        lock.unlock()
    }
}

/// The listener, handed to the listening thread, which alone uses it from then on.
private final class ListeningJob: @unchecked Sendable {
    var listener: VoiceListener<VoiceAudio, PocketSphinxRecognizer>

    init(listener: VoiceListener<VoiceAudio, PocketSphinxRecognizer>) {
        self.listener = listener
    }
}

/// The audio the app listens to: the microphone, or a file played at the speed it was recorded.
enum VoiceAudio: AudioSource {
    case microphone(AlsaMicrophone)
    case file(WavAudioSource, started: Date?, chunks: Int)

    mutating func read() throws(VoiceError) -> [Int16]? {
        switch self {
        case .microphone(let microphone):
            return try microphone.read()
        case .file(var source, let started, let chunks):
            let start = started ?? Date()
            // A file stands in for a microphone: wait until each chunk would have been spoken.
            let due = start.addingTimeInterval(Double(chunks * WavAudioSource.chunk) / Double(WavAudio.sampleRate))
            let wait = due.timeIntervalSinceNow
            if wait > 0 { Thread.sleep(forTimeInterval: wait) }
            let samples = try source.read()
            self = .file(source, started: start, chunks: chunks + 1)
            return samples
        }
    }
}
