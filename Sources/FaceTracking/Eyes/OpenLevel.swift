/// An eye's open level for this user: a high percentile of its recent readings, so one outlier cannot
/// raise it and a closure of a few seconds cannot lower it.
///
/// `RunningBaseline`, which the lids used before, rises a tenth of the way to any higher reading at once:
/// one reading of an eye drawn too open (a blurred frame, the first frame of a dim light ramp) lifted it so
/// far that the eye's ordinary open readings then fell under `EyeOpennessEstimator.lidClosedFraction` of it
/// and read shut for a second or more, until it fell back at half a percent a frame: on the wink set,
/// runs of ten to twenty open frames read 0. Here the level is the `percentile` of the last `window`
/// readings (six seconds at 30 fps): a reading above it moves it at most one rank, a lasting change of light
/// or distance is followed within a few seconds, and the eyes must stay shut for over four seconds of the
/// six before it sinks towards their shut level.
public struct OpenLevel: Hashable, Sendable {
    public var window = 180
    public var percentile = 0.75
    /// The readings, oldest first.
    private var recent: [Double] = []

    public init() {}

    /// The level; nil before any reading.
    public var value: Double? {
        guard !recent.isEmpty else { return nil }
        let sorted = recent.sorted()
        return sorted[min(sorted.count - 1, Int(percentile * Double(sorted.count)))]
    }

    /// Takes a new reading (non-finite ones are ignored).
    public mutating func update(_ sample: Double) {
        guard sample.isFinite else { return }
        recent.append(sample)
        if recent.count > window { recent.removeFirst(recent.count - window) }
    }

    /// `sample` as a fraction of the level, 0 before any reading.
    public func fraction(_ sample: Double) -> Double {
        guard let value, value > 1e-9 else { return 0 }
        return sample / value
    }
}
