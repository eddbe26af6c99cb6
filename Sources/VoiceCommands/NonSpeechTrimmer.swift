import Foundation

/// Trims a breath or a click before or after the speech of an utterance, so the decoder never hears it as
/// a word of its own (a breath before "back" decoded as "pause back").
///
/// The utterance's 10 ms frames are split into bursts of loud frames (`speechBelowPeak` dB under the
/// loudest frame, and clearly above the quietest). A leading burst is dropped when it is short (a click)
/// or much weaker than the loudest burst (a breath) and quiet separates it from the next; a trailing one
/// when it is very short or weak and well apart. What is kept has `keep` seconds of the quiet around it,
/// never reaching into a dropped burst. Pure.
public struct NonSpeechTrimmer: Hashable, Sendable {
    /// Frames this far under the loudest frame (dB) are not part of a burst.
    public var speechBelowPeak: Double
    /// A burst whose loudest frame is this far under the utterance's loudest (dB) is not speech.
    public var weakBelowPeak: Double
    /// Bursts shorter than this (seconds) are clicks.
    public var shortestBurst: Double
    /// Bursts closer than this (seconds) are one: the closure before a final "t" is not a gap.
    public var joinGap: Double
    /// A trailing burst is dropped only when at least this far (seconds) after the speech.
    public var trailingGap: Double
    /// Quiet kept either side of the speech, in seconds.
    public var keep: Double

    public init(
        speechBelowPeak: Double = 35, weakBelowPeak: Double = 14, shortestBurst: Double = 0.05,
        joinGap: Double = 0.08, trailingGap: Double = 0.2, keep: Double = 0.15
    ) {
        self.speechBelowPeak = speechBelowPeak
        self.weakBelowPeak = weakBelowPeak
        self.shortestBurst = shortestBurst
        self.joinGap = joinGap
        self.trailingGap = trailingGap
        self.keep = keep
    }

    /// A run of loud frames: the first and last frame, and its loudest level in dB.
    struct Burst {
        var first: Int
        var last: Int
        var peak: Double
    }

    /// The utterance without its leading and trailing non-speech; unchanged when nothing is to be dropped.
    public func trim(_ utterance: Utterance) -> Utterance {
        let frameLength = WavAudio.sampleRate / 100
        let frameCount = utterance.samples.count / frameLength
        guard frameCount > 0 else { return utterance }
        let levels = (0..<frameCount).map { frame in
            var sum = 0.0
            for sample in utterance.samples[frame * frameLength..<(frame + 1) * frameLength] {
                sum += Double(sample) * Double(sample)
            }
            return 10 * log10(sum / Double(frameLength) + 1)
        }
        let sorted = levels.sorted()
        let floor = sorted[sorted.count / 10]
        let peak = sorted[sorted.count - 1]
        let threshold = max(floor + 10, peak - speechBelowPeak)
        let frames = { (seconds: Double) in Int((seconds * 100).rounded()) }
        var bursts: [Burst] = []
        for (index, level) in levels.enumerated() where level > threshold {
            if let last = bursts.last, index - last.last <= frames(joinGap) {
                bursts[bursts.count - 1].last = index
                bursts[bursts.count - 1].peak = max(last.peak, level)
            } else {
                bursts.append(Burst(first: index, last: index, peak: level))
            }
        }
        let isNoise = { (burst: Burst) in
            burst.last - burst.first + 1 < frames(self.shortestBurst) || burst.peak < peak - self.weakBelowPeak
        }
        var first = 0
        var last = bursts.count - 1
        while first < last, isNoise(bursts[first]) { first += 1 }
        while last > first, isNoise(bursts[last]), bursts[last].first - bursts[last - 1].last >= frames(trailingGap) {
            last -= 1
        }
        guard first > 0 || last < bursts.count - 1 else { return utterance }
        let from = max(first > 0 ? bursts[first - 1].last + 1 : 0, bursts[first].first - frames(keep))
        let to = min(
            last < bursts.count - 1 ? bursts[last + 1].first : frameCount, bursts[last].last + 1 + frames(keep))
        return Utterance(
            samples: Array(utterance.samples[from * frameLength..<min(utterance.samples.count, to * frameLength)]),
            start: utterance.start + Double(from) / 100)
    }
}
