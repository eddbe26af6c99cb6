import FaceNavCore

/// Recognises one gesture from its signal: hysteresis, a minimum hold, once per hold and a cooldown.
///
/// A hold starts when the signal reaches `threshold.on` and ends when it falls below `threshold.off`, so
/// jitter between the two levels neither ends nor restarts it. A hold fires once, when it has lasted
/// `minimumHold` seconds and `cooldown` seconds have passed since the last firing (a hold that reaches its
/// minimum during the cooldown fires when the cooldown ends, if still held). A hold that fired or was
/// cancelled is spent: nothing more fires until the signal falls below `off` and rises again.
public struct GestureRecognizer: Hashable, Sendable {
    public let gesture: Gesture
    public var threshold: GestureThreshold
    /// When the current hold began; nil when the signal is not held.
    public private(set) var holdStart: Double?
    /// Whether the current hold has fired or been cancelled and must be released first.
    public private(set) var isSpent = false
    /// When the gesture last fired; nil if never (or since `forgetCooldown`).
    public private(set) var lastFiring: Double?

    /// Slack for comparing sums of frame times with the hold and cooldown.
    private static let tolerance = 1e-9

    public init(gesture: Gesture, threshold: GestureThreshold) {
        self.gesture = gesture
        self.threshold = threshold
    }

    /// Feeds the signal at `time`; true when the gesture fires on this sample.
    ///
    /// When `allowed` is false the hold is still tracked but spent, as by `cancel`, so a gesture suppressed
    /// now cannot fire later from the same hold. A signal that is not finite counts as zero (no gesture).
    public mutating func update(signal: Double, at time: Double, allowed: Bool = true) -> Bool {
        let signal = signal.isFinite ? signal : 0
        if holdStart != nil, signal < threshold.off {
            holdStart = nil
            isSpent = false
        }
        if holdStart == nil, signal >= threshold.on {
            holdStart = time
            isSpent = false
        }
        guard allowed else {
            cancel()
            return false
        }
        guard let fireTime = fireTime, time + Self.tolerance >= fireTime else { return false }
        isSpent = true
        lastFiring = time
        return true
    }

    /// How far the live hold is towards firing at `time`, 0...1; nil when nothing is held or it is spent.
    public func progress(at time: Double) -> Double? {
        guard let start = holdStart, let fireTime else { return nil }
        let span = fireTime - start
        guard span > 0 else { return 1 }
        return min(max((time - start) / span, 0), 1)
    }

    /// Spends the current hold, if any: it will not fire, and the signal must be released before a new one.
    public mutating func cancel() {
        if holdStart != nil { isSpent = true }
    }

    /// Forgets the last firing, so the next hold need not wait for the cooldown.
    public mutating func forgetCooldown() {
        lastFiring = nil
    }

    /// The earliest time the live hold may fire; nil when nothing is held or it is spent.
    private var fireTime: Double? {
        guard let start = holdStart, !isSpent else { return nil }
        let held = start + max(threshold.minimumHold, 0)
        guard let lastFiring else { return held }
        return max(held, lastFiring + max(threshold.cooldown, 0))
    }
}
