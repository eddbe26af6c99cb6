import FaceNavCore

/// Switch scanning for a user with one reliable gesture: targets are highlighted in turn at a set pace,
/// and the one gesture presses what is highlighted.
///
/// Targets are grouped into rows (regions whose lines overlap) in reading order. Scanning highlights
/// whole rows first; a press picks the row and scanning moves along its items; a second press picks the
/// item. A row of one item is picked with one press; with a single row scanning starts on its items.
/// After `passesBeforeReturn` passes over a row's items with no press, scanning goes back to the rows,
/// so a wrong row costs no more than a wait. Time comes in through `tick(at:)` and `press(at:)`; each
/// highlight lasts `interval` seconds from when it appeared.
public struct SwitchScanner: Hashable, Sendable {
    /// Where scanning is: on a row, or on an item of a picked row.
    public enum Position: Hashable, Sendable {
        case row(Int)
        case item(row: Int, item: Int)
    }

    public var settings: SwitchScanSettings
    /// The targets, in rows, in reading order.
    public let rows: [[HitRegion]]
    public private(set) var position: Position
    private var stepStart: Double?
    private var passes = 0

    /// Scans the regions that have a target (those without one are skipped).
    public init(regions: [HitRegion], settings: SwitchScanSettings = .default) {
        self.settings = settings
        self.rows = Self.rows(of: regions.filter { $0.target != nil })
        self.position = rows.count == 1 ? .item(row: 0, item: 0) : .row(0)
    }

    /// The regions highlighted now: a whole row, or one item; empty with no targets.
    public var highlighted: [HitRegion] {
        guard !rows.isEmpty else { return [] }
        switch position {
        case .row(let row): return rows[row]
        case .item(let row, let item): return [rows[row][item]]
        }
    }

    /// Advances the highlight for the time passed; true when it moved. The first tick starts the clock.
    @discardableResult
    public mutating func tick(at time: Double) -> Bool {
        guard !rows.isEmpty, time.isFinite else { return false }
        guard let start = stepStart, time >= start else {
            stepStart = time
            return false
        }
        let interval = max(settings.interval, 0.05)
        let steps = Int(((time - start) / interval).rounded(.down))
        guard steps > 0 else { return false }
        for _ in 0..<steps { advance() }
        stepStart = start + Double(steps) * interval
        return true
    }

    /// True when the highlight is on the last row and its time is up at `time`: the next step would go
    /// back to the first row (where a scrolled list can show its next rows instead).
    public func wrapsAround(at time: Double) -> Bool {
        guard case .row(let row) = position, row == rows.count - 1, let start = stepStart else { return false }
        return time - start >= max(settings.interval, 0.05)
    }

    /// Keeps the highlight where it is, its full interval counted again from `time`: while the user is
    /// holding the press gesture, so the highlight cannot move away between seeing it and pressing.
    public mutating func hold(at time: Double) {
        guard time.isFinite else { return }
        stepStart = time
    }

    /// The gesture pressed at `time`: picks the highlighted row (returning nil) or item (returning its target).
    public mutating func press(at time: Double) -> HitTarget? {
        guard !rows.isEmpty else { return nil }
        stepStart = time.isFinite ? time : stepStart
        passes = 0
        switch position {
        case .row(let row):
            if rows[row].count == 1 {
                return rows[row][0].target
            }
            position = .item(row: row, item: 0)
            return nil
        case .item(let row, let item):
            if rows.count > 1 { position = .row(0) }
            return rows[row][item].target
        }
    }

    private mutating func advance() {
        switch position {
        case .row(let row):
            position = .row((row + 1) % rows.count)
        case .item(let row, let item):
            let next = item + 1
            if next < rows[row].count {
                position = .item(row: row, item: next)
                return
            }
            passes += 1
            if rows.count > 1, passes >= max(settings.passesBeforeReturn, 1) {
                passes = 0
                position = .row(row)
            } else {
                position = .item(row: row, item: 0)
            }
        }
    }

    /// Regions grouped into rows: sorted by top then left, a region joining the row whose first region's
    /// lines it overlaps.
    static func rows(of regions: [HitRegion]) -> [[HitRegion]] {
        let sorted = regions.sorted { ($0.rect.minY, $0.rect.minX) < ($1.rect.minY, $1.rect.minX) }
        var rows: [[HitRegion]] = []
        for region in sorted {
            if let first = rows.last?.first, region.rect.minY < first.rect.maxY, region.rect.maxY > first.rect.minY {
                rows[rows.count - 1].append(region)
            } else {
                rows.append([region])
            }
        }
        return rows.map { $0.sorted { $0.rect.minX < $1.rect.minX } }
    }
}
