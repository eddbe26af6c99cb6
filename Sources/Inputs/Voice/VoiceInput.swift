import FaceNavCore
import Foundation
import Runtime
import VoiceCommands

/// Listening: a microphone or a WAV file turned into heard commands on a background thread, each sent to
/// the program loop as an input, like a key.
///
/// A microphone that cannot be opened, or fails later, becomes one announced notice; the rest of FaceNav
/// keeps working without voice.
public enum VoiceInput {
    /// Starts listening to `wav` (played in real time) or the microphone `mic` (default device when nil).
    ///
    /// Settings posted to `changes` (the app's `VoiceConfiguration` effects: the voice learnt or forgotten)
    /// are listened with from the next chunk of audio on; a recogniser that cannot be made for them turns
    /// the voice off with one notice.
    ///
    /// - Throws: when the speech model, dictionary or words are wrong (a settings error worth stopping for).
    public static func start(
        settings: VoiceSettings, wav: String?, mic: String?, changes: VoiceSettingsChanges = VoiceSettingsChanges()
    ) throws(UserFacingError) -> BackgroundInput {
        let recognizer = try recognizer(for: settings)
        let source: VoiceAudio
        let name: String
        do throws(VoiceError) {
            if let wav {
                source = .file(WavAudioSource(try WavAudio(contentsOf: wav)), started: nil, chunks: 0)
                name = "voice: \(wav.split(separator: "/").last.map(String.init) ?? wav)"
            } else {
                let device = mic ?? "default"
                source = .microphone(try AlsaMicrophone(device: device))
                name = "voice: mic \(device)"
            }
        } catch {
            let input = BackgroundInput(name: "no voice")
            input.send(.voice(.off))
            input.send(.notice(Announcement("Voice off: \(error.message)", priority: .important)))
            return input
        }
        let job = ListeningJob(listener: listener(to: source, settings: settings, recognizer: recognizer))
        return BackgroundInput.start(name: name, threadName: "facenav voice") { input in
            input.send(.voice(.listening))
            do throws(VoiceError) {
                try job.listener.run(
                    keepGoing: { !input.isStopping }, changedSettings: changes.take,
                    utterance: { input.send(.voice(.utterance(VoiceEnrolment.spoken($0)))) }
                ) { input.send(.heard($0.command, word: $0.word)) }
                input.send(.voice(.off))
            } catch {
                input.send(.voice(.off))
                input.send(.notice(Announcement("Voice off: \(error.message)", priority: .important)))
            }
        }
    }

    /// Every command heard in a whole file, at its time in the file, with no thread and no pacing (`--headless`).
    /// Decoded before the run with the settings it starts with: a voice learnt or forgotten during a headless
    /// run is not heard differently later in the file (a live run's listener adopts it at once).
    public static func schedule(of wav: String, settings: VoiceSettings) throws(UserFacingError) -> ScheduledInputs {
        let recognizer = try recognizer(for: settings)
        do {
            var listener = VoiceListener(
                source: WavAudioSource(try WavAudio(contentsOf: wav)), recognizer: recognizer,
                filter: VoiceCommandFilter(settings: settings))
            // Each utterance (for the wizard's voice step) at the end of its last word, before its commands.
            var inputs: [(Double, ProgramInput)] = [(0, .voice(.listening))]
            try listener.run(utterance: { words in
                inputs.append((words.map(\.end).max() ?? 0, .voice(.utterance(VoiceEnrolment.spoken(words)))))
            }) { inputs.append(($0.time, .heard($0.command, word: $0.word))) }
            return ScheduledInputs(inputs)
        } catch {
            throw UserFacingError(message: error.message, exitCode: 2)
        }
    }

    /// The listener the app runs: `recognizer` (made for `settings`) and the filter of `settings`, making a
    /// new pocketsphinx recogniser when changed settings need one (`VoiceListener.adopt(_:)`).
    public static func listener<Source: AudioSource>(
        to source: Source, settings: VoiceSettings, recognizer: PocketSphinxRecognizer
    ) -> VoiceListener<Source, PocketSphinxRecognizer> {
        VoiceListener(
            source: source, recognizer: recognizer, filter: VoiceCommandFilter(settings: settings),
            makeRecognizer: { (settings) throws(VoiceError) in
                try PocketSphinxRecognizer(
                    model: model(for: settings), words: settings.words.keys, options: DecoderOptions(for: settings))
            })
    }

    /// The pocketsphinx recogniser for the settings' words and model, starting from the voice's own mean
    /// when `DecoderOptions.startsFromEnrolledMean` (`DecoderOptions.init(for:ownMean:)`).
    public static func recognizer(for settings: VoiceSettings) throws(UserFacingError) -> PocketSphinxRecognizer {
        do {
            return try PocketSphinxRecognizer(
                model: model(for: settings), words: settings.words.keys, options: DecoderOptions(for: settings))
        } catch {
            throw UserFacingError(message: error.message, exitCode: 2)
        }
    }

    /// The speech model, dictionary and speaker adaptation the settings name.
    static func model(for settings: VoiceSettings) -> VoiceModel {
        VoiceModel(model: settings.model, dictionary: settings.dictionary, adaptation: settings.adaptation)
    }
}

/// The listener, handed to the listening thread, which alone uses it from then on.
private final class ListeningJob: @unchecked Sendable {
    public var listener: VoiceListener<VoiceAudio, PocketSphinxRecognizer>

    public init(listener: VoiceListener<VoiceAudio, PocketSphinxRecognizer>) {
        self.listener = listener
    }
}

/// The audio the app listens to: the microphone, or a file played at the speed it was recorded.
public enum VoiceAudio: AudioSource {
    case microphone(AlsaMicrophone)
    case file(WavAudioSource, started: Date?, chunks: Int)

    public mutating func read() throws(VoiceError) -> [Int16]? {
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
