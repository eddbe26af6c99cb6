import FaceNavCore

/// Turns head pose into discrete steps for focus mode: a turn left or right, or a nod up or down, held
/// briefly past a threshold from the resting pose, gives one step; the head must come back near rest
/// before the next.
public struct HeadFlick: Hashable, Sendable {
    public enum Direction: String, Hashable, Sendable {
        case left, right, up, down
    }

    /// How far from rest (radians) a turn or nod must go.
    public var threshold = 0.12
    /// How close to rest (radians) the head must come back to re-arm.
    public var rearm = 0.05
    /// How long (seconds) the head must stay past the threshold.
    public var hold = 0.1

    private var rest: (yaw: Double, pitch: Double)?
    private var armed = true
    private var pending: (direction: Direction, since: Double)?

    public init() {}

    public static func == (lhs: HeadFlick, rhs: HeadFlick) -> Bool {
        lhs.rest?.yaw == rhs.rest?.yaw && lhs.rest?.pitch == rhs.rest?.pitch && lhs.armed == rhs.armed
            && lhs.pending?.direction == rhs.pending?.direction && lhs.pending?.since == rhs.pending?.since
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(rest?.yaw)
        hasher.combine(armed)
    }

    /// Forgets the resting pose: the next frame sets it.
    public mutating func reset() {
        rest = nil
        armed = true
        pending = nil
    }

    /// Feeds one frame with a face; returns a step when one completes.
    ///
    /// Yaw grows as the head turns to the user's left, pitch as it tilts up (as in `FaceMeasurement`).
    public mutating func update(_ face: FaceMeasurement) -> Direction? {
        guard let rest else {
            self.rest = (face.yaw, face.pitch)
            return nil
        }
        let dx = face.yaw - rest.yaw
        let dy = face.pitch - rest.pitch
        guard armed else {
            if abs(dx) < rearm, abs(dy) < rearm { armed = true }
            return nil
        }
        let direction: Direction?
        if max(abs(dx), abs(dy)) < threshold {
            direction = nil
        } else if abs(dx) >= abs(dy) {
            direction = dx > 0 ? .left : .right
        } else {
            direction = dy > 0 ? .up : .down
        }
        guard let direction else {
            pending = nil
            return nil
        }
        if let pending, pending.direction == direction {
            if face.time - pending.since >= hold {
                self.pending = nil
                armed = false
                return direction
            }
        } else {
            pending = (direction, face.time)
        }
        return nil
    }
}
