/// A sectioned list: each row is hit on its own and reports its index path (section, row).
public struct ListContent: Hashable, Sendable {
    public var sections: [Section]

    public init(sections: [Section]) { self.sections = sections }

    public struct Section: Hashable, Sendable {
        public var title: String?
        public var rows: [Row]
        public init(title: String?, rows: [Row]) {
            self.title = title
            self.rows = rows
        }
    }

    public struct Row: Hashable, Sendable {
        public var label: String
        public var detail: String?
        public var actions: [WidgetAction]
        public init(label: String, detail: String? = nil, actions: [WidgetAction] = []) {
            self.label = label
            self.detail = detail
            self.actions = actions
        }
    }
}
