/// Fires when the cursor rests on one target for the dwell time; once per rest.
///
/// A rest starts when the target under the cursor changes (to another target, or from none) and fires once
/// it has lasted `duration` seconds; it then stays spent until the target changes. Nil means no target:
/// nothing to rest on. Time that goes backwards starts the rest again from that time.
public struct DwellTimer: Hashable, Sendable {
    public var duration: Double
    /// How far the current rest is towards firing, 0...1 (0 once it has fired, until the next rest).
    public private(set) var progress: Double = 0
    /// The target of the current rest; nil when there is none.
    public private(set) var target: String?
    private var restStart: Double?
    private var hasFired = false

    public init(duration: Double) {
        self.duration = duration
    }

    /// Feeds the target under the cursor now (a stable key, nil for none); true when the dwell fires.
    public mutating func update(target: String?, at time: Double) -> Bool {
        guard time.isFinite else { return false }
        if target != self.target || restStart.map({ time < $0 }) ?? true {
            if target != self.target { hasFired = false }
            self.target = target
            restStart = time
        }
        guard target != nil, !hasFired, let restStart else {
            progress = 0
            return false
        }
        let elapsed = time - restStart
        guard duration > 0, elapsed + 1e-9 < duration else {
            hasFired = true
            progress = 0
            return true
        }
        progress = min(max(elapsed / duration, 0), 1)
        return false
    }

    /// Forgets the current rest, so the next one starts from zero.
    public mutating func reset() {
        progress = 0
        target = nil
        restStart = nil
        hasFired = false
    }
}
