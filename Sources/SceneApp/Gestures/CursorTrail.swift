import FaceNavCore

/// Where the face put the cursor over the last moments, so a gesture presses what was aimed at.
///
/// A tongue-out, a tilt or a wink moves the head as it is made (the first complaint of users of head
/// pointers), so by the time it fires the cursor may sit on a neighbour. The trail keeps each frame's cursor
/// for `span` seconds; `point(before:)` gives the cell the cursor held just before a gesture began.
public struct CursorTrail: Hashable, Sendable {
    /// How long the trail is kept, in seconds: longer than any gesture's hold and rise.
    public var span: Double
    private var times: [Double] = []
    private var points: [Point] = []

    public init(span: Double = 2) {
        self.span = span
    }

    /// Notes the cursor at `time`; older notes than `span` are dropped, and time going back starts afresh.
    public mutating func record(_ point: Point, at time: Double) {
        guard time.isFinite else { return }
        if let last = times.last, time < last { clear() }
        times.append(time)
        points.append(point)
        // One note older than the span stays, so the cursor at the span's start is still known.
        if let first = times.firstIndex(where: { $0 >= time - span }), first > 1 {
            times.removeFirst(first - 1)
            points.removeFirst(first - 1)
        }
    }

    /// The cursor at the last note strictly before `time`; nil when none is kept that early.
    public func point(before time: Double) -> Point? {
        guard let index = times.lastIndex(where: { $0 < time }) else { return nil }
        return points[index]
    }

    public mutating func clear() {
        times = []
        points = []
    }
}
