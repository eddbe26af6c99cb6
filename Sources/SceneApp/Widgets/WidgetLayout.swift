import FaceNavCore

/// How much room a widget asks for; the layout fills in what is left unsaid.
public struct WidgetLayout: Hashable, Sendable {
    /// A fixed width in cells or a share of the row in percent; `nil` takes the full width (or an equal share in a row).
    public var width: Length?
    /// A fixed height in rows; `nil` uses the widget kind's natural height, and lists, grids, cards and previews fill what is left.
    public var height: Int?
    public var alignment: Alignment

    public init(width: Length? = nil, height: Int? = nil, alignment: Alignment = .leading) {
        self.width = width
        self.height = height
        self.alignment = alignment
    }

    /// A width: a number of cells or a percentage of the space available.
    public enum Length: Hashable, Sendable {
        case cells(Int)
        case percent(Int)

        /// The number of cells this length takes out of `available`.
        public func resolve(in available: Int) -> Int {
            switch self {
            case .cells(let n): min(max(n, 0), available)
            case .percent(let p): min(max(available * p / 100, 0), available)
            }
        }
    }
}
