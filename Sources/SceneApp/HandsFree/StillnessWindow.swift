/// The last `duration` seconds of a signal, judged still against the signal's own measured noise: tells
/// when a real head has come to rest, and where.
///
/// A fixed spread never fires on a real tracker, whose pose jitters by more than a
/// still head moves. Here each channel's noise is measured from the window itself (the median of the
/// frame-to-frame steps, scaled to a standard deviation), and the allowance is `noiseFactor` times that
/// noise, never below `tolerance` nor above `maximumTolerance`. The window is still when, per channel,
/// the medians of its older and newer halves differ by no more than the allowance (no drift: the head is
/// not turning) and the median absolute deviation, scaled to a standard deviation, is within
/// `spreadFactor` times it (no sway back and forth). Medians make one bad frame count for nothing.
///
/// - Complexity: O(n log n) per judgement, n the samples in the window (about 30 for a second at 30 fps).
public struct StillnessWindow: Hashable, Sendable {
    /// Seconds the window spans once full.
    public var duration: Double
    /// The least allowance per channel, for a tracker that hardly jitters.
    public var tolerance: Double
    /// The most allowance per channel, however noisy the tracker: above it a head is moving, not jittering.
    public var maximumTolerance: Double
    /// How many noise deviations the halves' medians may differ by.
    public var noiseFactor: Double
    /// How many allowances the window's own deviation may reach.
    public var spreadFactor: Double
    /// The fewest samples a full window needs to be judged.
    public var minimumSamples: Int
    private var times: [Double] = []
    private var samples: [[Double]] = []
    /// The first sample's time since the last start-over: the window is full once `duration` has passed
    /// since then, whatever the frame rate (at 24 fps no two samples are exactly a second apart).
    private var since: Double?

    /// Three noise deviations for the drift and the spread alike, at least five samples.
    public init(
        duration: Double, tolerance: Double, maximumTolerance: Double, noiseFactor: Double = 3,
        spreadFactor: Double = 1, minimumSamples: Int = 5
    ) {
        self.duration = duration
        self.tolerance = tolerance
        self.maximumTolerance = max(maximumTolerance, tolerance)
        self.noiseFactor = noiseFactor
        self.spreadFactor = spreadFactor
        self.minimumSamples = minimumSamples
    }

    /// Adds a sample taken at `time` and forgets those older than `duration`; non-finite samples and
    /// times, time going backwards, and a change in the number of channels start over.
    public mutating func add(_ sample: [Double], at time: Double) {
        guard time.isFinite, sample.allSatisfy(\.isFinite), !sample.isEmpty else {
            reset()
            return
        }
        if let last = times.last, time < last || samples[0].count != sample.count { reset() }
        times.append(time)
        samples.append(sample)
        if since == nil { since = time }
        let start = time - duration - 1e-9
        let old = times.prefix { $0 < start }.count
        if old > 0 {
            times.removeFirst(old)
            samples.removeFirst(old)
        }
    }

    /// Seconds the window has watched since it last started over, up to the newest sample.
    public var span: Double {
        guard let first = since, let last = times.last else { return 0 }
        return last - first
    }

    /// How far the window is towards still, 0...1: its span while what it holds is still so far, else 0.
    public var progress: Double {
        guard !samples.isEmpty else { return 0 }
        guard duration > 0 else { return 1 }
        if samples.count >= minimumSamples, !Self.judge(samples, self).isStill { return 0 }
        return min(max(span / duration, 0), 1)
    }

    /// True once the window has watched for `duration` with enough samples, and they are still.
    public var isStill: Bool {
        samples.count >= max(minimumSamples, 1) && span + 1e-9 >= duration && Self.judge(samples, self).isStill
    }

    /// The median of each channel over the window; nil when there is no sample.
    public var median: [Double]? {
        guard let first = samples.first else { return nil }
        return (0..<first.count).map { channel in Self.median(samples.map { $0[channel] }) }
    }

    /// Forgets every sample.
    public mutating func reset() {
        times.removeAll(keepingCapacity: true)
        samples.removeAll(keepingCapacity: true)
        since = nil
    }

    /// Each channel's noise, drift and spread, for a caller that wants to say why it is not still.
    public var judgement: [ChannelJudgement] { samples.isEmpty ? [] : Self.judge(samples, self).channels }

    /// One channel's measures, in the channel's units.
    public struct ChannelJudgement: Hashable, Sendable {
        /// The frame-to-frame jitter, as a standard deviation.
        public var noise: Double
        /// How far the newer half's median is from the older half's.
        public var drift: Double
        /// The median absolute deviation, as a standard deviation.
        public var spread: Double
        /// How much drift may be taken for stillness: the noise scaled and clamped.
        public var allowance: Double
    }

    private static func judge(_ samples: [[Double]], _ window: StillnessWindow) -> (
        isStill: Bool, channels: [ChannelJudgement]
    ) {
        let count = samples.count
        var still = true
        var channels: [ChannelJudgement] = []
        for channel in 0..<samples[0].count {
            let values = samples.map { $0[channel] }
            // 1.4826 turns a median absolute deviation into a standard deviation for Gaussian noise;
            // a step between two noisy samples has √2 times the noise of one.
            let steps = count > 1 ? (1..<count).map { abs(values[$0] - values[$0 - 1]) } : [0]
            let noise = 1.4826 * median(steps) / 2.0.squareRoot()
            let allowance = min(max(window.tolerance, window.noiseFactor * noise), window.maximumTolerance)
            let half = count / 2
            let drift = count > 1 ? abs(median(Array(values[..<half])) - median(Array(values[half...]))) : 0
            let centre = median(values)
            let spread = 1.4826 * median(values.map { abs($0 - centre) })
            if drift > allowance || spread > window.spreadFactor * allowance { still = false }
            channels.append(ChannelJudgement(noise: noise, drift: drift, spread: spread, allowance: allowance))
        }
        return (still, channels)
    }

    private static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return 0 }
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }
}
