import FaceNavCore
import Speech

/// Performs every effect of a run: the one announcer speaks, the one event log writes, files are saved,
/// and the features' own effects go to the handlers the edge gave it.
///
/// Results the feature must hear (a write that failed) are returned as inputs for the loop to send back.
/// Used from the program loop only, like the announcer it holds.
public final class EffectPerformer {
    public let announcer: Announcer
    public let log: EventLog
    private let files: FileWriter
    /// Whether announcements reach the voice, and its rate: the profile's at the start, then what the
    /// settings screen sets (`ProgramEffect.configureSpeech`). Off, the feature still shows and logs them.
    public private(set) var speech: SpeechSettings
    /// The performers of the features' own effects (a photo, a camera check), given at the edge; an effect
    /// no handler takes is not performed.
    private let handlers: [FeatureEffectHandler]
    /// Whether a handler that `mayWait` runs on a thread of its own, its results taken by
    /// `takeBackgroundResults()`: on in a live run (`Program.run` sets it), so a camera that opens but stays
    /// dark cannot freeze the screen; off headless, where the answer comes at once and a run is reproducible.
    public var performsWaitingEffectsInBackground = false
    /// The effects running on their threads.
    private var pending: [BackgroundInput] = []

    public init(
        announcer: Announcer = SilentAnnouncer(), log: EventLog = .none(), files: FileWriter = .atomic,
        speech: SpeechSettings = .default, handlers: [FeatureEffectHandler] = []
    ) {
        self.announcer = announcer
        self.log = log
        self.files = files
        self.speech = speech
        announcer.setRate(wordsPerMinute: speech.rate)
        self.handlers = handlers
    }

    /// True while an effect runs on its thread.
    public var isWaitingForEffects: Bool { !pending.isEmpty }

    /// The results of the effects that finished on their threads since the last call, in order.
    public func takeBackgroundResults() -> [ProgramInput] {
        let answers = pending.flatMap { $0.take() }
        pending.removeAll { $0.isDone }
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
            case .featureEffect(let effect):
                guard let handler = handlers.first(where: { $0.handles(effect) }) else { break }
                if performsWaitingEffectsInBackground && handler.mayWait {
                    pending.append(
                        BackgroundInput.start(name: "effect", threadName: "facenav effect") { input in
                            for result in handler(effect) ?? [] { input.send(result) }
                            input.finish()
                        })
                } else {
                    results += handler(effect) ?? []
                }
            case .quit: announcer.stop()
            }
        }
        log.append(lines)
        return results
    }
}
