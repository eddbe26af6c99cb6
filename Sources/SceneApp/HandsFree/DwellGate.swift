import FaceNavCore

/// Keeps dwell from pressing on a screen that just appeared until the cursor has moved.
///
/// The cursor resting where it was when a screen changes (a push, a sheet, a tab) is not the user
/// choosing what is under it on the new screen: dwell waits until the cursor has moved `minimumMove`
/// cells (in either direction) from where it was when the screen changed. Two cells, so the filtered
/// cursor's one-cell jitter at rest does not count as a move.
public struct DwellGate: Hashable, Sendable {
    public var minimumMove: Int
    private var screen: String?
    /// Where the cursor was when the screen changed, until it moves away.
    public private(set) var heldAt: Point?

    public init(minimumMove: Int = 2) {
        self.minimumMove = minimumMove
    }

    /// Holds dwell on `screen` until the cursor is `minimumMove` cells from `point`, rather than from where
    /// the cursor is when the gate first sees the screen: a question that puts the cursor on Cancel measures
    /// the move from where the head pointed, so turning to Cancel and resting presses it.
    public mutating func hold(screen: String, from point: Point) {
        self.screen = screen
        heldAt = point
    }

    /// Whether dwell may run now on `screen` (any key that changes with the screen) with the cursor here.
    public mutating func allows(screen: String, cursor: Point) -> Bool {
        if let previous = self.screen, previous != screen { heldAt = cursor }
        self.screen = screen
        if let held = heldAt, max(abs(cursor.x - held.x), abs(cursor.y - held.y)) >= max(minimumMove, 1) {
            heldAt = nil
        }
        return heldAt == nil
    }
}
