/// Fires when the cursor rests on one target for the dwell time; once per rest.
///
/// STUB: to be replaced.
public struct DwellTimer: Hashable, Sendable {
    public var duration: Double
    /// How far the current rest is towards firing, 0...1.
    public private(set) var progress: Double = 0

    public init(duration: Double) {
        self.duration = duration
    }

    /// Feeds the target under the cursor now (a stable key, nil for none); true when the dwell fires.
    public mutating func update(target: String?, at time: Double) -> Bool {
        false
    }

    /// Forgets the current rest, so the next one starts from zero.
    public mutating func reset() {
        progress = 0
    }
}
