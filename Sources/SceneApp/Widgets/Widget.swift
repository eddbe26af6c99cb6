/// One widget of a scene: what it is, how much room it wants, and what activating it does.
public struct Widget: Hashable, Sendable {
    /// Unique within its scene; scene files may omit it and get one made from the kind and position.
    public var id: String
    public var kind: WidgetKind
    public var layout: WidgetLayout
    public var actions: [WidgetAction]
    public var location: SourceLocation?
    /// `destructive:` as written in the scene; nil when not written.
    public var destructive: Bool?

    public init(
        id: String, kind: WidgetKind, layout: WidgetLayout = WidgetLayout(), actions: [WidgetAction] = [],
        location: SourceLocation? = nil, destructive: Bool? = nil
    ) {
        self.id = id
        self.kind = kind
        self.layout = layout
        self.actions = actions
        self.location = location
        self.destructive = destructive
    }

    /// Whether pressing it cannot be undone (quit, delete): the face never presses it directly, it asks.
    ///
    /// As the scene says, else true for a widget that quits.
    public var isDestructive: Bool { destructive ?? actions.contains(.quit) }
}
