import FaceNavCore
import SceneApp
import Yams

extension SceneReader {
    /// `list:` — a sequence of sections, each with an optional title and its rows.
    mutating func readList(_ node: Node) -> ListContent? {
        guard let items = document.sequence(node, key: "list", of: "sections") else { return nil }
        let sections = items.compactMap { item -> ListContent.Section? in
            guard let (title, rows) = readSection(item, itemsKey: "rows", what: "a list section") else {
                return nil
            }
            return ListContent.Section(title: title, rows: rows.compactMap { readListRow($0) })
        }
        return ListContent(sections: sections)
    }

    /// `grid:` — a sequence of sections, each with an optional title and its items.
    mutating func readGrid(_ node: Node) -> GridContent? {
        guard let items = document.sequence(node, key: "grid", of: "sections") else { return nil }
        let sections = items.compactMap { item -> GridContent.Section? in
            guard let (title, cells) = readSection(item, itemsKey: "items", what: "a grid section") else {
                return nil
            }
            return GridContent.Section(title: title, items: cells.compactMap { readGridItem($0) })
        }
        return GridContent(sections: sections)
    }

    /// `cards:` — a sequence of cards, each with a title and an optional text.
    mutating func readCards(_ node: Node) -> [Card]? {
        guard let items = document.sequence(node, key: "cards", of: "cards") else { return nil }
        return items.compactMap { item -> Card? in
            guard let entries = document.mapping(item, what: "a card") else { return nil }
            document.rejectUnknownKeys(entries, allowed: ["title", "text"], in: "a card")
            var title: String?
            var text = ""
            for entry in entries {
                switch entry.key {
                case "title": title = document.text(entry.value, key: "title")
                case "text": text = document.text(entry.value, key: "text") ?? text
                default: break
                }
            }
            guard entries.contains(where: { $0.key == "title" }) else {
                document.reportMissing("title", meaning: "the card's name", in: "a card", at: item)
                return nil
            }
            return title.map { Card(title: $0, text: text) }
        }
    }

    /// A section's title and the item nodes under `itemsKey`.
    private mutating func readSection(_ node: Node, itemsKey: String, what: String) -> (
        String?, [Node]
    )? {
        guard let entries = document.mapping(node, what: what) else { return nil }
        document.rejectUnknownKeys(entries, allowed: ["section", itemsKey], in: what)
        var title: String?
        var items: [Node]?
        for entry in entries {
            switch entry.key {
            case "section": title = document.text(entry.value, key: "section")
            case itemsKey: items = document.sequence(entry.value, key: itemsKey, of: itemsKey)
            default: break
            }
        }
        guard entries.contains(where: { $0.key == itemsKey }) else {
            document.reportMissing(itemsKey, meaning: "a sequence of \(itemsKey)", in: what, at: node)
            return nil
        }
        return items.map { (title, $0) }
    }

    private mutating func readListRow(_ node: Node) -> ListContent.Row? {
        guard let (label, extra, actions) = readItem(node, extraKey: "detail", what: "a list row")
        else {
            return nil
        }
        return ListContent.Row(label: label, detail: extra, actions: actions)
    }

    private mutating func readGridItem(_ node: Node) -> GridContent.Item? {
        guard let (label, extra, actions) = readItem(node, extraKey: "art", what: "a grid item") else {
            return nil
        }
        return GridContent.Item(label: label, art: extra, actions: actions)
    }

    /// A list row or grid item: its required label, one optional extra text, and its actions in order.
    private mutating func readItem(
        _ node: Node, extraKey: String, what: String
    ) -> (String, String?, [WidgetAction])? {
        guard let entries = document.mapping(node, what: what) else { return nil }
        document.rejectUnknownKeys(entries, allowed: ["label", extraKey] + Self.actionKeys, in: what)
        var label: String?
        var extra: String?
        var actions: [WidgetAction] = []
        for entry in entries {
            switch entry.key {
            case "label": label = document.text(entry.value, key: "label")
            case extraKey: extra = document.text(entry.value, key: extraKey)
            default:
                if Self.actionKeys.contains(entry.key), let action = readAction(entry) {
                    actions.append(action)
                }
            }
        }
        guard entries.contains(where: { $0.key == "label" }) else {
            document.reportMissing("label", meaning: "the text shown", in: what, at: node)
            return nil
        }
        return label.map { ($0, extra, actions) }
    }
}
