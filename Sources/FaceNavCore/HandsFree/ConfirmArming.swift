/// Holds the destructive choice of FaceNav's question back until the user has deliberately gone to it.
///
/// A destructive target (Quit, Delete, Close app, Restore defaults) pressed by the face, scanning or a word
/// opens a question; it opens with the cursor on Cancel and the destructive choice a clear travel from where
/// the head pointed (`origin`). A face press on that choice (dwell, a wink, the tongue, "select") counts only
/// while the cursor is on it at least `travel` cells from `origin` (rows count double, as cells are about
/// twice as tall as wide), or after focus was stepped onto it (a wink's next, an arrow key, the scanning
/// highlight): resting, drifting or dozing where the head already pointed never confirms, and dwell's time
/// starts only once the choice is armed.
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

    public init(sheet: String, origin: Point) {
        self.sheet = sheet
        self.origin = origin
    }

    /// Whether a press on `target` with the cursor at `cursor` was aimed there deliberately.
    public func isArmed(_ target: HitTarget, cursor: Point) -> Bool {
        stepped == target || Self.distance(cursor, origin) >= Self.travel
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
