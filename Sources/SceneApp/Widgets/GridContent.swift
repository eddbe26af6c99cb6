/// A sectioned grid of cells: each cell is hit on its own and reports its index path (section, item).
public struct GridContent: Hashable, Sendable {
    public var sections: [Section]
    /// Cells per line; `nil` fits as many `cellWidth`-wide cells as the widget is wide.
    public var columns: Int?
    public var cellWidth: Int
    public var cellHeight: Int

    public init(sections: [Section], columns: Int? = nil, cellWidth: Int = 12, cellHeight: Int = 3) {
        self.sections = sections
        self.columns = columns
        self.cellWidth = cellWidth
        self.cellHeight = cellHeight
    }

    public struct Section: Hashable, Sendable {
        public var title: String?
        public var items: [Item]
        public init(title: String?, items: [Item]) {
            self.title = title
            self.items = items
        }
    }

    public struct Item: Hashable, Sendable {
        public var label: String
        /// A one-line text-art glyph drawn above the label, such as "[*]".
        public var art: String?
        public var actions: [WidgetAction]
        public init(label: String, art: String? = nil, actions: [WidgetAction] = []) {
            self.label = label
            self.art = art
            self.actions = actions
        }
    }
}
