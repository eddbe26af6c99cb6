/// A stretch of audio that holds speech, with a little quiet either side, and where it starts in the stream.
public struct Utterance: Hashable, Sendable {
    public var samples: [Int16]
    /// Seconds from the stream's first sample to this utterance's first sample.
    public var start: Double

    public init(samples: [Int16], start: Double) {
        self.samples = samples
        self.start = start
    }

    public var duration: Double { Double(samples.count) / Double(WavAudio.sampleRate) }
}
