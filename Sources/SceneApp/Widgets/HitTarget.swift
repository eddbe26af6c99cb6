/// Something the cursor can be on and a command can act on.
public enum HitTarget: Hashable, Sendable, CustomStringConvertible {
    /// The navigation bar's back button.
    case backButton
    /// The navigation bar's "Help" target, shown while a face drives: help (and from it settings) by dwell.
    case helpButton
    /// A tab of the tab bar, by index.
    case tab(index: Int)
    /// A whole widget: a button, an actionable label, a card stack.
    case widget(id: String)
    /// One row of a list, by (section, row).
    case listRow(widgetID: String, indexPath: IndexPath)
    /// One cell of a grid, by (section, item).
    case gridItem(widgetID: String, indexPath: IndexPath)

    /// A stable key, used to tell when the cursor rests on the same target (dwell).
    public var description: String {
        switch self {
        case .backButton: "back"
        case .helpButton: "help"
        case .tab(let index): "tab:\(index)"
        case .widget(let id): "widget:\(id)"
        case .listRow(let id, let path): "row:\(id)\(path)"
        case .gridItem(let id, let path): "item:\(id)\(path)"
        }
    }

    /// The widget id this target belongs to, if it belongs to a declared widget.
    public var widgetID: String? {
        switch self {
        case .backButton, .helpButton, .tab: nil
        case .widget(let id), .listRow(let id, _), .gridItem(let id, _): id
        }
    }
}
