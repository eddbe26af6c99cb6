import Foundation

/// Cuts a stream of 16 kHz audio into utterances by loudness against the background.
///
/// Every 10 ms frame's energy is compared with a running estimate of the noise floor: speech starts when
/// frames stay `threshold` dB above it for `minimumSpeech` seconds and ends after `hangover` seconds
/// below (0.15 s, so words said 0.2 s apart are utterances of their own). Each utterance carries up to
/// `margin` seconds of audio before it (never reaching back into the last utterance's speech) and the
/// hangover after, so the decoder sees the quiet around the word, and is decoded whole: the decoder's mean normalisation then comes from the
/// utterance itself, and the first word of a stream is heard as well as the tenth. Pure: time is the
/// sample count.
public struct UtteranceDetector: Sendable {
    public var threshold: Double
    public var minimumSpeech: Double
    public var hangover: Double
    public var margin: Double
    /// Longer speech is cut here; no command is that long, so the piece is rejected by the decoder.
    public var maximumLength: Double

    static let frameLength = WavAudio.sampleRate / 100
    private var pending: [Int16] = []
    private var consumed = 0
    private var history: [Int16] = []
    private var historyStart = 0
    private var noiseFloor: Double?
    private var loudFrames = 0
    private var quietFrames = 0
    private var speechStart: Int?
    /// Where the last utterance's speech ended: the next one's margin never reaches back past it.
    private var lastSpeechEnd = 0

    public init(
        threshold: Double = 6, minimumSpeech: Double = 0.08, hangover: Double = 0.15, margin: Double = 0.25,
        maximumLength: Double = 5
    ) {
        self.threshold = threshold
        self.minimumSpeech = minimumSpeech
        self.hangover = hangover
        self.margin = margin
        self.maximumLength = maximumLength
    }

    /// The utterances that ended within `samples`.
    public mutating func feed(_ samples: [Int16]) -> [Utterance] {
        pending += samples
        var utterances: [Utterance] = []
        var offset = 0
        while pending.count - offset >= Self.frameLength {
            let frame = pending[offset..<offset + Self.frameLength]
            offset += Self.frameLength
            history += frame
            consumed += Self.frameLength
            if let utterance = step(frame) { utterances.append(utterance) }
        }
        pending.removeFirst(offset)
        trimHistory()
        return utterances
    }

    /// Ends the stream: the utterance still open, if any.
    public mutating func finish() -> Utterance? {
        guard let start = speechStart else { return nil }
        speechStart = nil
        return cut(from: start, to: consumed)
    }

    private mutating func step(_ frame: ArraySlice<Int16>) -> Utterance? {
        var sum = 0.0
        for sample in frame { sum += Double(sample) * Double(sample) }
        let level = 10 * log10(sum / Double(frame.count) + 1)
        let floor = noiseFloor ?? level
        let isLoud = level > floor + threshold
        // The floor follows quiet frames quickly and rises only slowly, so speech never becomes the floor.
        if !isLoud || noiseFloor == nil {
            noiseFloor = level < floor ? floor + (level - floor) * 0.3 : floor + (level - floor) * 0.02
        }
        let frames = { (seconds: Double) in Int((seconds * 100).rounded()) }
        if let start = speechStart {
            quietFrames = isLoud ? 0 : quietFrames + 1
            let tooLong = consumed - start >= Int(maximumLength * Double(WavAudio.sampleRate))
            if quietFrames >= frames(hangover) || tooLong {
                speechStart = nil
                let cutEnd = consumed
                let utterance = cut(from: start, to: cutEnd)
                lastSpeechEnd = cutEnd - quietFrames * Self.frameLength + Self.frameLength * 5
                quietFrames = 0
                return utterance
            }
        } else {
            loudFrames = isLoud ? loudFrames + 1 : 0
            if loudFrames >= max(1, frames(minimumSpeech)) {
                speechStart = consumed - loudFrames * Self.frameLength
                loudFrames = 0
                quietFrames = 0
            }
        }
        return nil
    }

    /// The audio from `start` to `end` (sample positions) with the margin before it.
    private func cut(from start: Int, to end: Int) -> Utterance {
        let from = max(historyStart, min(start, lastSpeechEnd), start - Int(margin * Double(WavAudio.sampleRate)))
        let samples = Array(history[(from - historyStart)..<(end - historyStart)])
        return Utterance(samples: samples, start: Double(from) / Double(WavAudio.sampleRate))
    }

    /// Keeps only the audio an utterance could still need: the margin before speech, and all of it since.
    private mutating func trimHistory() {
        // Before speech is confirmed, its first loud frames must stay too, with the margin before them.
        let keepFrom =
            speechStart.map { $0 - Int(margin * Double(WavAudio.sampleRate)) }
            ?? consumed - loudFrames * Self.frameLength - Int(margin * Double(WavAudio.sampleRate))
        let drop = max(0, keepFrom - historyStart)
        if drop > 0, drop <= history.count {
            history.removeFirst(drop)
            historyStart += drop
        }
    }
}
