import FaceNavCore
import SceneApp
import Yams

extension SceneReader {
    /// The keys that declare what activating a widget, list row or grid item does.
    static let actionKeys = [
        "push", "sheet", "back", "dismiss", "quit", "tab", "announce", "event", "set",
    ]

    /// The action an action key declares; `nil` after reporting a problem, or for `back: false` and the like.
    mutating func readAction(_ entry: MappingEntry) -> WidgetAction? {
        let key = entry.key
        switch key {
        case "push", "sheet":
            guard let sceneID = document.text(entry.value, key: key) else { return nil }
            references.append(
                SceneReference(sceneID: sceneID, location: document.location(of: entry.value)))
            return key == "push" ? .push(sceneID: sceneID) : .presentSheet(sceneID: sceneID)
        case "back": return document.flag(entry.value, key: key) == true ? .back : nil
        case "dismiss": return document.flag(entry.value, key: key) == true ? .dismissSheet : nil
        case "quit": return document.flag(entry.value, key: key) == true ? .quit : nil
        case "announce": return document.text(entry.value, key: key).map { .announce($0) }
        case "event": return document.text(entry.value, key: key).map { .emit(event: $0) }
        case "tab": return readTab(entry.value)
        case "set": return readSet(entry.value)
        default: return nil
        }
    }

    /// `tab: N` (0-based) or `tab: TITLE`, resolved to an index.
    private mutating func readTab(_ node: Node) -> WidgetAction? {
        guard let text = document.text(node, key: "tab") else { return nil }
        guard case .resolve(let tabs) = tabs else { return .switchTab(index: Int(text) ?? -1) }
        let titles = tabs.map(\.title)
        if let index = Int(text) {
            guard tabs.indices.contains(index) else {
                let range =
                    switch tabs.count {
                    case 0: "the app has no tabs"
                    case 1: "the app has one tab, 0"
                    default: "the app's tabs are 0 to \(tabs.count - 1)"
                    }
                document.report("tab \(index) is out of range; \(range)", at: node)
                return nil
            }
            return .switchTab(index: index)
        }
        if let index = titles.firstIndex(of: text) { return .switchTab(index: index) }
        let hint =
            NameSuggestion.closest(to: text, in: titles).map { "did you mean '\($0)'?" }
            ?? (tabs.isEmpty ? "the app has no tabs" : "tabs: \(titles.joined(separator: ", "))")
        document.report("no tab titled '\(text)'; \(hint)", at: node)
        return nil
    }

    /// `set: {id: WIDGET_ID, value: TEXT}`; the target is checked once the whole scene is read.
    private mutating func readSet(_ node: Node) -> WidgetAction? {
        guard case .mapping = node else {
            document.report(
                "'set' must be a mapping like {id: WIDGET_ID, value: TEXT}, not \(DocumentReader.describe(node))",
                at: node)
            return nil
        }
        guard let entries = document.mapping(node, what: "'set'") else { return nil }
        document.rejectUnknownKeys(entries, allowed: ["id", "value"], in: "'set'")
        let target = entries.first { $0.key == "id" }
        let value = entries.first { $0.key == "value" }
        if target == nil {
            document.reportMissing("id", meaning: "the widget to change", in: "'set'", at: node)
        }
        if value == nil {
            document.reportMissing("value", meaning: "the new text", in: "'set'", at: node)
        }
        guard let target, let value,
            let targetID = document.text(target.value, key: "id"),
            let newValue = document.text(value.value, key: "value")
        else { return nil }
        pendingSets.append(
            PendingSet(
                target: targetID, value: newValue, targetLocation: document.location(of: target.value),
                valueLocation: document.location(of: value.value)))
        return .set(widgetID: targetID, value: newValue)
    }
}
