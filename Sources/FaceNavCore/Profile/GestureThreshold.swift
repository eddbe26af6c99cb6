/// When one recogniser fires: hysteresis levels on its signal, a minimum hold and a cooldown.
///
/// The signal rises with the gesture (for an eye, closure = 1 - openness; for a tilt, |roll| in radians).
/// It starts when the signal reaches `on`, ends when it falls below `off` (`off < on`), and fires once the
/// gesture has been held for `minimumHold` seconds, at most once per hold and never within `cooldown`
/// seconds of its last firing.
public struct GestureThreshold: Hashable, Sendable {
    public var on: Double
    public var off: Double
    public var minimumHold: Double
    public var cooldown: Double

    public init(on: Double, off: Double, minimumHold: Double, cooldown: Double) {
        self.on = on
        self.off = off
        self.minimumHold = minimumHold
        self.cooldown = cooldown
    }
}
