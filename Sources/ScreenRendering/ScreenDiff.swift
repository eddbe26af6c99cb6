import FaceNavCore

/// The runs of cells that changed between two frames: all a terminal needs to write.
public struct ScreenDiff: Hashable, Sendable {
    /// A horizontal run of changed cells starting at `origin`.
    public struct Run: Hashable, Sendable {
        public var origin: Point
        public var cells: [Cell]
    }

    public var runs: [Run]
    /// True when the sizes differ and the whole screen must be redrawn.
    public var isFullRedraw: Bool

    /// Compares `new` against `old` (nil for the first frame) row by row.
    ///
    /// Changed cells on a row are grouped into runs; a gap of up to 3 unchanged cells is written through,
    /// since moving the terminal cursor costs about as many bytes.
    /// - Complexity: O(width × height).
    public init(from old: ScreenBuffer?, to new: ScreenBuffer) {
        guard let old, old.size == new.size else {
            isFullRedraw = true
            runs = (0..<new.size.height).map { y in
                Run(origin: Point(x: 0, y: y), cells: (0..<new.size.width).map { new[$0, y] })
            }
            return
        }
        isFullRedraw = false
        var runs: [Run] = []
        let width = new.size.width
        for y in 0..<new.size.height {
            var x = 0
            while x < width {
                guard old[x, y] != new[x, y] else {
                    x += 1
                    continue
                }
                var start = x
                // Never start a run on the second half of a wide character.
                if new[start, y].isContinuation, start > 0 { start -= 1 }
                var end = x + 1
                var gap = 0
                var probe = end
                while probe < width {
                    if old[probe, y] != new[probe, y] {
                        end = probe + 1
                        gap = 0
                    } else {
                        gap += 1
                        if gap > 3 { break }
                    }
                    probe += 1
                }
                runs.append(Run(origin: Point(x: start, y: y), cells: (start..<end).map { new[$0, y] }))
                x = end
            }
        }
        self.runs = runs
    }

    /// Total cells this diff writes.
    public var cellCount: Int { runs.reduce(0) { $0 + $1.cells.count } }
}
