/// A running estimate of a measure's "open" level for this user: quick to rise, slow to fall.
///
/// Rising at `rise` of the gap per sample and falling at `fall`, it settles near a high percentile of what it
/// sees (about the 95th with the defaults), so short closures (blinks, winks, a held closure of a second or
/// two) barely lower it while a change of lighting or distance is followed within seconds.
public struct RunningBaseline: Hashable, Sendable {
    public private(set) var value: Double?
    public var rise: Double
    public var fall: Double

    public init(rise: Double = 0.1, fall: Double = 0.005) {
        self.rise = rise
        self.fall = fall
    }

    /// Takes a new sample (non-finite ones are ignored).
    public mutating func update(_ sample: Double) {
        guard sample.isFinite else { return }
        guard let current = value else {
            value = sample
            return
        }
        value = current + (sample > current ? rise : fall) * (sample - current)
    }

    /// `sample` as a fraction of the baseline, 0 before any sample.
    public func fraction(_ sample: Double) -> Double {
        guard let value, value > 1e-9 else { return 0 }
        return sample / value
    }
}
