import FaceNavCore
import Foundation

extension VoiceTestSet {
    /// What FaceNav and a plain grammar heard in every file of the set.
    public struct Result: Sendable {
        /// FaceNav: the words `VoiceCommandFilter` accepts.
        public var faceNav = VoiceScore()
        /// A plain pocketsphinx grammar of the command words: every word it decodes, on the same utterances.
        public var plain = VoiceScore()
        /// Every decoded word of every file, accepted or not, in the set's order (to tune the policy).
        public var decoded: [(file: VoiceTestFile, words: [HeardWord])] = []
        /// Per file of `decoded`, whether the general checks (`ConfidencePolicy`, with any enrolled scores)
        /// passed each word, before the templates (to tune `TemplateRule`).
        public var general: [[Bool]] = []
        /// Per file of an enrolled voice, its utterances as the voice's templates alone judge them (with
        /// `scoreEnrolled(judgesUtterances:)`; else none).
        public var utterances: [(file: VoiceTestFile, utterances: [TemplateUtterance])] = []
    }

    /// Decodes every file on `threads` threads (each with its own recogniser) and scores both ways.
    ///
    /// - Throws: `VoiceError` for a model that cannot load or a file that cannot be read.
    public func score(settings: VoiceSettings, model: VoiceModel = VoiceModel(), threads: Int = 2) throws(VoiceError)
        -> Result
    {
        Self.tally(try decode(settings: settings, model: model, threads: threads), settings: settings)
    }

    /// Every file's decoded words, on `threads` threads (each with its own recogniser, made with `options`).
    ///
    /// - Throws: `VoiceError` for a model that cannot load or a file that cannot be read.
    public func decode(
        settings: VoiceSettings, model: VoiceModel = VoiceModel(), threads: Int = 2,
        options: DecoderOptions = DecoderOptions()
    ) throws(VoiceError) -> [(file: VoiceTestFile, words: [HeardWord])] {
        let outcome = Outcome(count: files.count)
        let files = self.files
        DispatchQueue.concurrentPerform(iterations: max(1, threads)) { thread in
            do throws(VoiceError) {
                let recognizer = try PocketSphinxRecognizer(model: model, words: settings.words.keys, options: options)
                for index in stride(from: thread, to: files.count, by: max(1, threads)) {
                    outcome.set(index, try recognizer.recognize(WavAudio(contentsOf: files[index].path)))
                }
            } catch {
                outcome.fail(error)
            }
        }
        if let error = outcome.error { throw error }
        return Array(zip(files, outcome.words))
    }

    /// Scores words already decoded, under `settings` (the same decoding scored with and without an
    /// enrolment, say).
    public static func tally(_ decoded: [(file: VoiceTestFile, words: [HeardWord])], settings: VoiceSettings) -> Result
    {
        var result = Result()
        for (file, words) in decoded {
            var filter = VoiceCommandFilter(settings: settings)
            // Each accepted word as the command word heard, which the templates may have named instead.
            let accepted = words.compactMap { word in
                filter.accept(word).map { heard in
                    var word = word
                    word.word = heard.word
                    return word
                }
            }
            result.faceNav.add(file: file, heard: accepted, words: settings.words)
            result.plain.add(file: file, heard: words, words: settings.words)
            result.decoded.append((file, words))
            result.general.append(words.map(filter.policy.accepts))
        }
        return result
    }
}

/// The words of each file, written by the scoring threads.
private final class Outcome: @unchecked Sendable {
    private let lock = NSLock()
    private(set) var words: [[HeardWord]]
    private(set) var error: VoiceError?

    init(count: Int) {
        words = Array(repeating: [], count: count)
    }

    func set(_ index: Int, _ value: [HeardWord]) {
        lock.withLock { words[index] = value }
    }

    func fail(_ failure: VoiceError) {
        lock.withLock { error = error ?? failure }
    }
}
