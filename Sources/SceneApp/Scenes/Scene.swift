/// One screen of an app, as declared in a scene file.
public struct Scene: Hashable, Sendable {
    public var id: String
    public var title: String
    public var widgets: [Widget]
    /// How the scene is shown when pushed: a full screen or a bottom sheet over the screen below.
    public var presentation: Presentation
    public var location: SourceLocation?

    public init(
        id: String, title: String, widgets: [Widget], presentation: Presentation = .screen,
        location: SourceLocation? = nil
    ) {
        self.id = id
        self.title = title
        self.widgets = widgets
        self.presentation = presentation
        self.location = location
    }

    public enum Presentation: String, Hashable, Sendable {
        case screen
        case sheet
    }

    /// Every widget of the scene, depth first, with those inside rows.
    public var allWidgets: [Widget] {
        var result: [Widget] = []
        func visit(_ widgets: [Widget]) {
            for widget in widgets {
                result.append(widget)
                if case .row(let children) = widget.kind { visit(children) }
            }
        }
        visit(widgets)
        return result
    }
}
