import FaceNavCore

/// Compares the audio of a decoded word with the user's enrolled takes of every word (`VoiceTemplates`):
/// mel cepstra (`MelCepstrum`) of the speech in it, warped onto each take (`DynamicTimeWarping`).
///
/// The speech is found by loudness: frames within `speechBelowPeak` dB of the loudest and `aboveFloor` dB
/// over the quietest, from the first such frame to the last, so the quiet and noise around a take or
/// around the decoder's word boundaries are left out. Pure.
public struct TemplateMatcher: Sendable {
    public var templates: VoiceTemplates
    public var warping: DynamicTimeWarping
    /// Seconds of audio looked at either side of a decoded word for the rest of its speech.
    public var context: Double
    /// Quiet shorter than this (seconds) does not end a stretch of speech.
    public var joinGap: Double
    public var speechBelowPeak: Double
    public var aboveFloor: Double
    /// The feature frames' maker: the templates must have been made by the same.
    public let cepstrum: MelCepstrum

    public init(
        templates: VoiceTemplates, warping: DynamicTimeWarping = DynamicTimeWarping(), context: Double = 0.6,
        joinGap: Double = 0.1, speechBelowPeak: Double = 30, aboveFloor: Double = 6,
        cepstrum: MelCepstrum = MelCepstrum(coefficientCount: VoiceTemplates.coefficientCount)
    ) {
        self.templates = templates
        self.cepstrum = cepstrum
        self.warping = warping
        self.context = context
        self.joinGap = joinGap
        self.speechBelowPeak = speechBelowPeak
        self.aboveFloor = aboveFloor
    }

    /// The feature frames of the speech in `samples` (empty when there is too little audio).
    public func features(of samples: ArraySlice<Int16>) -> [[Float]] {
        cepstrum.features(of: speech(in: samples))
    }

    /// The loud part of `samples`: from the first frame loud enough to the last.
    public func speech(in samples: ArraySlice<Int16>) -> ArraySlice<Int16> {
        let levels = MelCepstrum.frameLevels(samples)
        guard let threshold = speechLevel(levels) else { return samples }
        guard let first = levels.firstIndex(where: { $0 >= threshold }),
            let last = levels.lastIndex(where: { $0 >= threshold })
        else { return samples }
        let from = samples.startIndex + first * MelCepstrum.frameShift
        let to = min(samples.endIndex, samples.startIndex + last * MelCepstrum.frameShift + MelCepstrum.frameLength)
        return samples[from..<to]
    }

    /// The level (dB) a frame of speech reaches among frames at `levels`: within `speechBelowPeak` of the
    /// loudest and `aboveFloor` over the quietest; nil with no frames.
    func speechLevel(_ levels: [Double]) -> Double? {
        guard let peak = levels.max(), let floor = levels.min() else { return nil }
        return max(peak - speechBelowPeak, floor + aboveFloor)
    }

    /// Per enrolled word, the distance of `features` from its nearest take.
    public func distances(to features: [[Float]]) -> [String: Double] {
        measures(of: features).mapValues(\.distance)
    }

    /// Per enrolled word, how `features` fit its nearest take (the one at the least distance): the distance
    /// and the length of `features` over the take's.
    public func measures(of features: [[Float]]) -> [String: (distance: Double, length: Double)] {
        templates.words.compactMapValues { takes in
            var nearest: (distance: Double, length: Double)?
            for take in takes {
                let distance = warping.distance(features, take)
                if nearest == nil || distance < nearest!.distance {
                    nearest = (distance, Double(features.count) / Double(max(take.count, 1)))
                }
            }
            return nearest
        }
    }

    /// How the templates judge the speech in `utterance` (cut by loudness as a take is, `features(of:)`)
    /// on their own; nil without templates or with too little speech.
    public func judge(_ utterance: Utterance) -> TemplateUtterance? {
        guard !templates.isEmpty else { return nil }
        let samples = utterance.samples[...]
        let cut = speech(in: samples)
        let features = cepstrum.features(of: cut)
        guard !features.isEmpty else { return nil }
        let measures = measures(of: features)
        let rate = Double(MelCepstrum.sampleRate)
        return TemplateUtterance(
            start: utterance.start + Double(cut.startIndex - samples.startIndex) / rate,
            end: utterance.start + Double(cut.endIndex - samples.startIndex) / rate,
            distances: measures.mapValues(\.distance), lengths: measures.mapValues(\.length))
    }

    /// `words` with their `features` and, with templates, `templateDistances` (with `templateLengths`),
    /// measured in `audio`, whose first sample is at `audioStart` seconds on the words' clock. A word whose audio is no longer (or not
    /// yet) in `audio` gets neither.
    ///
    /// A word's audio is the whole stretch of speech around it (`speech(around:in:)`), not just the frames
    /// the decoder gave it: "previously" decoded as "previous" then brings its "ly", and is farther from
    /// "previous"'s takes.
    public func annotate(_ words: [HeardWord], audio: ArraySlice<Int16>, audioStart: Double) -> [HeardWord] {
        let rate = Double(MelCepstrum.sampleRate)
        return words.map { word in
            var word = word
            let from = audio.startIndex + Int(((word.start - audioStart) * rate).rounded())
            let to = audio.startIndex + Int(((word.end - audioStart) * rate).rounded())
            guard from >= audio.startIndex, to <= audio.endIndex, to - from >= MelCepstrum.frameLength else {
                return word
            }
            let features = cepstrum.features(of: speech(around: from..<to, in: audio))
            word.features = features
            if !templates.isEmpty {
                let measures = measures(of: features)
                word.templateDistances = measures.mapValues(\.distance)
                word.templateLengths = measures.mapValues(\.length)
            }
            return word
        }
    }

    /// The stretch of speech in `audio` that overlaps `range`: loud frames (as `speech(in:)` judges them,
    /// within `context` seconds either side) joined across gaps up to `joinGap` seconds (a stop's closure),
    /// so a word said on its own comes alone, and one inside longer speech comes with it.
    public func speech(around range: Range<Int>, in audio: ArraySlice<Int16>) -> ArraySlice<Int16> {
        let margin = Int(context * Double(MelCepstrum.sampleRate))
        let window = audio[
            max(audio.startIndex, range.lowerBound - margin)..<min(audio.endIndex, range.upperBound + margin)]
        let levels = MelCepstrum.frameLevels(window)
        guard let threshold = speechLevel(levels) else { return audio[range] }
        let shift = MelCepstrum.frameShift
        let frameOf = { (sample: Int) in (sample - window.startIndex) / shift }
        let first = max(0, min(levels.count - 1, frameOf(range.lowerBound)))
        let last = max(first, min(levels.count - 1, frameOf(range.upperBound - MelCepstrum.frameLength)))
        guard let loud = (first...last).first(where: { levels[$0] >= threshold }),
            let loudEnd = (first...last).last(where: { levels[$0] >= threshold })
        else { return audio[range] }
        let gap = Int((joinGap * 100).rounded())
        var start = loud
        while let previous = (max(0, start - gap - 1)..<start).last(where: { levels[$0] >= threshold }) {
            start = previous
        }
        var end = loudEnd
        while end + 1 < levels.count,
            let next = (end + 1...min(levels.count - 1, end + gap + 1)).first(where: { levels[$0] >= threshold })
        {
            end = next
        }
        let from = window.startIndex + start * shift
        return audio[from..<min(window.endIndex, window.startIndex + end * shift + MelCepstrum.frameLength)]
    }

    /// Templates of each word from recorded takes (`samples` each a take of `word` with quiet around it),
    /// their frames made by `cepstrum`.
    public static func learn(
        from takes: [(word: String, samples: [Int16])],
        cepstrum: MelCepstrum = MelCepstrum(coefficientCount: VoiceTemplates.coefficientCount)
    ) -> VoiceTemplates {
        let matcher = TemplateMatcher(templates: VoiceTemplates(), cepstrum: cepstrum)
        var words: [String: [[[Float]]]] = [:]
        for take in takes {
            let features = matcher.features(of: take.samples[...])
            if features.count >= 5 { words[take.word, default: []].append(features) }
        }
        return VoiceTemplates(words: words)
    }

    /// Per word with two takes or more, the largest distance between two of its takes: how much this voice's
    /// own word varies.
    public var spreads: [String: Double] {
        templates.words.compactMapValues { takes in
            guard takes.count >= 2 else { return nil }
            var largest = 0.0
            for first in takes.indices {
                for second in takes.indices where second > first {
                    largest = max(largest, warping.distance(takes[first], takes[second]))
                }
            }
            return largest
        }
    }
}
