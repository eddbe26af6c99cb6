import FaceNavCore

/// Turns head yaw into a card that follows the head and a swipe when the turn is completed.
///
/// As in the touchless-swipe design, the card leans with the head while it turns; a turn held past
/// `threshold` from the resting pose for `hold` seconds completes the swipe, and a turn given up before
/// that lets the card spring back. After a swipe the head must come back within `rearm` of rest before the
/// next one, so one long turn is one swipe. While the head is near rest, rest follows it slowly, so a user
/// who settles a little to one side is not left leaning.
public struct HeadSwipe: Hashable, Sendable {
    public enum Direction: String, Hashable, Sendable {
        /// The user turned to their left: the card goes left (nope).
        case left
        /// The user turned to their right: the card goes right (like).
        case right
    }

    /// How far from rest (radians, about 17°) a turn must go to swipe.
    public var threshold = 0.30
    /// How close to rest (radians) the head must come back to swipe again.
    public var rearm = 0.10
    /// How long (seconds) the turn must stay past the threshold.
    public var hold = 0.15
    /// How fast rest follows a head held near it (fraction per frame).
    public var drift = 0.02

    /// The resting yaw, once a frame has set it.
    public private(set) var rest: Double?
    /// False from a swipe until the head comes back near rest.
    public private(set) var isArmed = true
    /// How far the card leans, -1 (all the way right) to 1 (all the way left); 0 at rest.
    public private(set) var lean = 0.0
    private var pastSince: Double?

    public init() {}

    /// Forgets the resting pose: the next frame sets it.
    public mutating func reset() {
        rest = nil
        isArmed = true
        lean = 0
        pastSince = nil
    }

    /// Feeds one frame's yaw at `time`; returns a swipe when a turn completes.
    public mutating func update(yaw: Double, at time: Double) -> Direction? {
        guard let rest else {
            self.rest = yaw
            return nil
        }
        let turn = yaw - rest
        guard isArmed else {
            lean = 0
            if abs(turn) < rearm { isArmed = true }
            return nil
        }
        lean = max(-1, min(1, turn / threshold))
        if abs(turn) < rearm { self.rest = rest + drift * turn }
        guard abs(turn) >= threshold else {
            pastSince = nil
            return nil
        }
        let since = pastSince ?? time
        pastSince = since
        guard time - since >= hold else { return nil }
        pastSince = nil
        isArmed = false
        lean = 0
        return turn > 0 ? .left : .right
    }
}
