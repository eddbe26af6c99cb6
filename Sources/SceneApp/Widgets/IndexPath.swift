/// Where a row sits in a sectioned list (section, row), or a cell in a sectioned grid (section, item).
public struct IndexPath: Hashable, Sendable, Comparable, CustomStringConvertible {
    public var section: Int
    public var item: Int

    public init(section: Int, item: Int) {
        self.section = section
        self.item = item
    }

    /// The list spelling of `item`.
    public var row: Int { item }

    public static func < (lhs: IndexPath, rhs: IndexPath) -> Bool {
        (lhs.section, lhs.item) < (rhs.section, rhs.item)
    }

    public var description: String { "[\(section), \(item)]" }
}
