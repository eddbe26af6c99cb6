import FaceNavCore

/// One line of the event log: something the user did or FaceNav did, with the time it happened.
///
/// The log lets another program follow a hands-free user, and lets tests count false presses.
public typealias AppEvent = EventLine<AppEventKind>

/// What happened, in a line of the scene app's event log (`AppEvent`).
public enum AppEventKind: EventLineKind {
    case gesture(Gesture)
    case command(Command, source: InputSource)
    case activation(sceneID: String, target: HitTarget, label: String)
    case navigation(Navigation, sceneID: String, depth: Int)
    case selection(sceneID: String, widgetID: String, indexPath: IndexPath, label: String)
    case tabSelected(index: Int, title: String)
    case swipe(direction: String, sceneID: String, widgetID: String, card: String, remaining: Int)
    case announcement(Announcement)
    case emitted(name: String, sceneID: String)
    case valueSet(sceneID: String, widgetID: String, value: String)
    case faceLost
    case faceFound
    case paused(Bool)
    case quit

    /// How the screens moved, in a `navigation` event.
    public enum Navigation: String, Hashable, Sendable {
        case push, pop, sheet, dismiss, tab
    }

    /// Writes `type` and this event's fields.
    public func write(into json: inout JSONLineWriter) {
        switch self {
        case .gesture(let gesture):
            json.add("type", "gesture")
            json.add("gesture", gesture.rawValue)
        case .command(let command, let source):
            json.add("type", "command")
            json.add("command", command.rawValue)
            json.add("source", source.description)
        case .activation(let scene, let target, let label):
            json.add("type", "activation")
            json.add("scene", scene)
            json.add("target", target.description)
            json.add("label", label)
        case .navigation(let navigation, let scene, let depth):
            json.add("type", "navigation")
            json.add("action", navigation.rawValue)
            json.add("scene", scene)
            json.add("depth", depth)
        case .selection(let scene, let widget, let path, let label):
            json.add("type", "selection")
            json.add("scene", scene)
            json.add("widget", widget)
            json.add("section", path.section)
            json.add("item", path.item)
            json.add("label", label)
        case .tabSelected(let index, let title):
            json.add("type", "selection")
            json.add("tab", index)
            json.add("label", title)
        case .swipe(let direction, let scene, let widget, let card, let remaining):
            json.add("type", "swipe")
            json.add("direction", direction)
            json.add("scene", scene)
            json.add("widget", widget)
            json.add("card", card)
            json.add("remaining", remaining)
        case .announcement(let announcement):
            json.add("type", "announcement")
            json.add("text", announcement.text)
            json.add("priority", announcement.priority.rawValue)
        case .emitted(let name, let scene):
            json.add("type", "event")
            json.add("name", name)
            json.add("scene", scene)
        case .valueSet(let scene, let widget, let value):
            json.add("type", "set")
            json.add("scene", scene)
            json.add("widget", widget)
            json.add("value", value)
        case .faceLost:
            json.add("type", "face")
            json.add("found", false)
        case .faceFound:
            json.add("type", "face")
            json.add("found", true)
        case .paused(let paused):
            json.add("type", "pause")
            json.add("paused", paused)
        case .quit:
            json.add("type", "quit")
        }
    }
}
