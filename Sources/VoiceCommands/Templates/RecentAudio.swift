/// The last few seconds of a stream's audio, with where they start on the stream's clock, so a decoded
/// word can be found in them again (`TemplateMatcher.annotate`). Keeps nothing when `seconds` is 0.
public struct RecentAudio: Sendable {
    public private(set) var samples: [Int16] = []
    /// The stream position of `samples`' first sample, in samples.
    public private(set) var start = 0
    public let capacity: Int

    public init(seconds: Double) {
        capacity = Int(seconds * Double(MelCepstrum.sampleRate))
    }

    public mutating func append(_ chunk: [Int16]) {
        guard capacity > 0 else { return }
        samples += chunk
        if samples.count > 2 * capacity {
            let drop = samples.count - capacity
            samples.removeFirst(drop)
            start += drop
        }
    }

    /// `words` with their features and, when there are templates, their distances from them.
    public func annotated(_ words: [HeardWord], by matcher: TemplateMatcher) -> [HeardWord] {
        guard capacity > 0, !words.isEmpty else { return words }
        return matcher.annotate(
            words, audio: samples[...], audioStart: Double(start) / Double(MelCepstrum.sampleRate))
    }
}
