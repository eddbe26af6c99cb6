import FaceNavCore

/// Holds the destructive choice of FaceNav's question back until the user has deliberately gone to it.
///
/// A destructive target (Quit, Delete, Close app, Restore defaults) pressed by the face, scanning or a word
/// opens a question; it opens with the cursor on Cancel and the destructive choice a clear travel from where
/// the head pointed (`origin`). A face press on that choice (dwell, a wink, the tongue, "select") counts only
/// when the cursor came onto it straight from Cancel and is at least `travel` cells from `origin` (rows count
/// double, as cells are about twice as tall as wide), or after focus was stepped onto it (a wink's next, an
/// arrow key, the scanning highlight): resting, drifting, dozing or glancing about never confirms. Dwell's
/// time starts only once the choice is armed and is `dwellFactor` times as long, and the question closes by
/// itself after `patience` seconds without an answer.
public struct ConfirmArming: Hashable, Sendable {
    /// The sheet this arming belongs to; a different sheet starts a new one.
    public var sheet: String
    /// Where the cursor (the head) pointed when the sheet opened.
    public var origin: Point
    /// The target focus was last stepped onto, while the cursor stays on it.
    public var stepped: HitTarget?
    /// How far from `origin`, in cells, the destructive choice must be aimed at: about 2.3 degrees of head
    /// turn at the default reach (3.5 cells a degree), well past a real face's jitter or a gesture's push.
    public static let travel = 8

    /// When the sheet opened, on the stream's clock.
    public var openedAt: Double

    /// How long FaceNav's question waits for an answer while a face drives, in seconds: then it closes by
    /// itself, doing nothing, so a question opened by accident and left (a doze, a look away) cannot be
    /// confirmed by a later accident. Ample for a deliberate answer: a turn and a dwell take about four.
    public static let patience = 10.0

    /// How many dwell times a rest on the question's destructive choice takes: a glance that stops on it is
    /// not an answer.
    public static let dwellFactor = 2.0

    public init(sheet: String, origin: Point, openedAt: Double = 0) {
        self.sheet = sheet
        self.origin = origin
        self.openedAt = openedAt
    }

    /// The target under the cursor at the last look, and whether the cursor came onto it straight from the
    /// safe choice (within `handOver` seconds of leaving it).
    private var current: HitTarget?
    private var safeLeftAt: Double?
    public private(set) var cameFromSafe = false
    /// How soon after leaving the safe choice the destructive one must be reached for the move to count as
    /// one travel between them.
    public static let handOver = 1.0

    /// Notes what the cursor is on at `time`: the question's destructive choice (`isChoice`), its safe
    /// choice (`isSafe`), or anything else.
    public mutating func observe(_ target: HitTarget?, isChoice: Bool, isSafe: Bool, at time: Double) {
        if target != current {
            if isChoice { cameFromSafe = safeLeftAt.map { time - $0 <= Self.handOver } ?? false }
            current = target
        }
        if isSafe { safeLeftAt = time }
    }

    /// Whether a press on `target` with the cursor at `cursor` was aimed there deliberately: stepped onto,
    /// or reached by a travel from the safe choice that ends `travel` cells from where the head pointed.
    public func isArmed(_ target: HitTarget, cursor: Point) -> Bool {
        stepped == target || (cameFromSafe && current == target && Self.distance(cursor, origin) >= Self.travel)
    }

    /// The travel from `origin` to the nearest cell of `rect`.
    public static func distance(from point: Point, to rect: Rect) -> Int {
        let dx = max(rect.minX - point.x, 0, point.x - (rect.maxX - 1))
        let dy = max(rect.minY - point.y, 0, point.y - (rect.maxY - 1))
        return max(dx, 2 * dy)
    }

    /// Columns, and rows twice (a cell is about twice as tall as wide).
    public static func distance(_ a: Point, _ b: Point) -> Int {
        max(abs(a.x - b.x), 2 * abs(a.y - b.y))
    }
}
