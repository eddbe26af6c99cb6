import Foundation
import SafeFiles

extension VoiceEnrolment {
    /// What enrolment with adaptation learnt: the speaker's transform, and the takes decoded again by the
    /// recogniser that loads it (so the enrolled scores are those the adapted recogniser will give).
    public struct Adapted: Sendable {
        public var transform: MLLRTransform
        public var takes: [Take]
    }

    /// Learns the speaker's transform from `takes` (those where something was decoded: a silent take would
    /// teach the model silence as a word) and decodes each take again with it (and `options`: the voice's
    /// own mean, say).
    ///
    /// - Throws: `VoiceError` for a missing tool, a failing step, or a model that will not load the
    ///   transform.
    public func adapt(
        _ takes: [Take], model: VoiceModel, options: DecoderOptions = DecoderOptions(), timeLimit: Double = 120
    ) throws(VoiceError) -> Adapted {
        let heard = takes.filter { !$0.heard.isEmpty }.map { (prompt: $0.prompt, samples: $0.samples) }
        let transform = try SpeakerAdaptation(model: model, timeLimit: timeLimit).learn(from: heard)
        let redecoded = try Self.withTransform(transform, model: model) { model throws(VoiceError) in
            try Self.redecoded(takes, by: PocketSphinxRecognizer(model: model, words: words, options: options))
        }
        return Adapted(transform: transform, takes: redecoded)
    }

    /// Runs `body` with `model` loading `transform` from a private temporary file, removed afterwards.
    public static func withTransform<Result>(
        _ transform: MLLRTransform, model: VoiceModel, _ body: (VoiceModel) throws(VoiceError) -> Result
    ) throws(VoiceError) -> Result {
        let folder = try AdaptationFolder.make()
        defer { AdaptationFolder.remove(folder) }
        let path = folder + "/voice-mllr"
        do {
            try AtomicWriter.write(transform.text, to: path)
        } catch {
            throw VoiceError("\(path): cannot write the voice adaptation: \(error.message)")
        }
        var adapted = model
        adapted.adaptation = path
        return try body(adapted)
    }
}
