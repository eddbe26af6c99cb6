import FaceNavCore
import Speech

/// Performs every effect of a run: the one announcer speaks, the one event log writes, files are saved.
///
/// Results the feature must hear (a write that failed) are returned as inputs for the loop to send back.
/// Used from the program loop only, like the announcer it holds.
public final class EffectPerformer {
    public let announcer: Announcer
    public let log: EventLog
    private let files: FileWriter
    private let camera: CaptureHandler
    /// Whether announcements reach the voice, and its rate: the profile's at the start, then what the
    /// settings screen sets (`ProgramEffect.configureSpeech`). Off, the feature still shows and logs them.
    public private(set) var speech: SpeechSettings

    private let cameraCheck: CameraCheck
    /// Whether `checkCamera` runs on a thread of its own, its answer taken by `takeCameraChecks()`: on in a
    /// live run (`Program.run` sets it), so a camera that opens but stays dark cannot freeze the screen for
    /// the check's frame timeout; off headless, where the answer comes at once and a run is reproducible.
    public var checksCameraInBackground = false
    /// The checks running on their threads.
    private var pendingChecks: [BackgroundInput] = []

    public init(
        announcer: Announcer = SilentAnnouncer(), log: EventLog = .none(), files: FileWriter = .atomic,
        camera: CaptureHandler = .none, speech: SpeechSettings = .default,
        cameraCheck: CameraCheck = .none
    ) {
        self.announcer = announcer
        self.log = log
        self.files = files
        self.camera = camera
        self.speech = speech
        announcer.setRate(wordsPerMinute: speech.rate)
        self.cameraCheck = cameraCheck
    }

    /// True while a camera check runs on its thread.
    public var isCheckingCamera: Bool { !pendingChecks.isEmpty }

    /// The answers of the camera checks that finished on their threads since the last call, in order.
    public func takeCameraChecks() -> [ProgramInput] {
        let answers = pendingChecks.flatMap { $0.take() }
        pendingChecks.removeAll { $0.isDone }
        return answers
    }

    /// Performs `effects` in order; returns the inputs their results become.
    ///
    /// - Parameter inputLine: the log line of the input that caused them, written first in the same batch.
    public func perform(_ effects: [ProgramEffect], after inputLine: String? = nil) -> [ProgramInput] {
        var lines: [String] = inputLine.map { [$0] } ?? []
        var results: [ProgramInput] = []
        for effect in effects {
            switch effect {
            case .announce(let announcement): if speech.isEnabled { announcer.announce(announcement) }
            case .configureSpeech(let settings):
                if !settings.isEnabled { announcer.stop() }
                if settings.rate != speech.rate { announcer.setRate(wordsPerMinute: settings.rate) }
                speech = settings
            case .log(let line): lines.append(line)
            case .writeFile(let path, let contents):
                do {
                    try files.write(path, contents)
                } catch {
                    results.append(.writeFailed(path: path, message: error.message))
                }
            case .capture(let request): if let result = camera.capture(request) { results.append(.captured(result)) }
            case .checkCamera:
                if checksCameraInBackground {
                    let check = cameraCheck
                    pendingChecks.append(
                        BackgroundInput.start(name: "camera check", threadName: "facenav camera check") { input in
                            if let status = check.check() { input.send(.cameraChecked(status)) }
                            input.finish()
                        })
                } else if let status = cameraCheck.check() {
                    results.append(.cameraChecked(status))
                }
            case .quit: announcer.stop()
            }
        }
        log.append(lines)
        return results
    }
}
