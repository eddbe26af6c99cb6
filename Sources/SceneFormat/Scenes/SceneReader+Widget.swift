import FaceNavCore
import Foundation
import SceneApp
import Yams

extension SceneReader {
    /// Every widget kind, in the order error messages list them.
    static let widgetKinds = [
        "button", "label", "list", "grid", "cards", "progress", "image", "camera", "row",
    ]
    /// Keys every widget may carry besides its kind key.
    static let layoutKeys = ["id", "align", "width", "height", "destructive"]
    /// Keys only some kinds may carry.
    static let kindKeys = ["grid": ["columns", "cell_width", "cell_height"], "progress": ["value"]]
    /// Every key that is not a kind, so a widget without a known kind can tell a misspelt kind from a setting.
    static let settingKeys = Set(layoutKeys + actionKeys + kindKeys.values.flatMap { $0 })

    /// Reads one item of `widgets:` or `row:`; `nil` after reporting why it is not a widget.
    mutating func readWidget(_ node: Node) -> Widget? {
        guard case .mapping = node else {
            document.report(
                "a widget must be a mapping such as 'button: Title', not \(DocumentReader.describe(node))",
                at: node)
            return nil
        }
        guard let entries = document.mapping(node, what: "a widget") else { return nil }
        let kindEntries = entries.filter { Self.widgetKinds.contains($0.key) }
        guard let kindEntry = kindEntries.first else {
            reportMissingKind(entries, at: node)
            return nil
        }
        if kindEntries.count > 1 {
            document.report(
                "a widget has one kind, but this one has two: '\(kindEntry.key)' and '\(kindEntries[1].key)'",
                at: kindEntries[1].keyNode)
            return nil
        }
        let kindName = kindEntry.key
        kindCounts[kindName, default: 0] += 1
        let position = kindCounts[kindName]!
        let allowed = [kindName] + Self.layoutKeys + (Self.kindKeys[kindName] ?? []) + Self.actionKeys
        document.rejectUnknownKeys(entries, allowed: allowed, in: "a \(kindName)")

        var kind = readKind(kindName, value: kindEntry.value)
        var layout = WidgetLayout()
        var actions: [WidgetAction] = []
        var id = "\(kindName)-\(position)"
        var destructive: Bool?
        var idLocation = document.location(of: node)
        for entry in entries where entry.key != kindName {
            switch entry.key {
            case "id":
                if let text = document.text(entry.value, key: "id") {
                    id = text
                    idLocation = document.location(of: entry.value)
                }
            case "align": layout.alignment = readAlignment(entry.value) ?? layout.alignment
            case "width": layout.width = readWidth(entry.value)
            case "height": layout.height = document.integer(entry.value, key: "height", in: 1...SceneLimits.cells)
            case "destructive": destructive = document.flag(entry.value, key: "destructive")
            case "columns", "cell_width", "cell_height", "value":
                kind = kind.map { applySetting(entry, to: $0) }
            default:
                if Self.actionKeys.contains(entry.key), let action = readAction(entry) {
                    actions.append(action)
                }
            }
        }
        idDeclarations.append(IDDeclaration(id: id, kind: kindName, location: idLocation))
        guard let kind else { return nil }
        return Widget(
            id: id, kind: kind, layout: layout, actions: actions, location: document.location(of: node),
            destructive: destructive)
    }

    /// Reports a widget with no known kind: a misspelt kind if it has an unknown key, otherwise a missing one.
    private mutating func reportMissingKind(_ entries: [MappingEntry], at node: Node) {
        let kinds = Self.widgetKinds.joined(separator: ", ")
        guard let unknown = entries.first(where: { !Self.settingKeys.contains($0.key) }) else {
            document.report("widget has no kind; start it with one of: \(kinds)", at: node)
            return
        }
        let hint = NameSuggestion.closest(to: unknown.key, in: Self.widgetKinds).map {
            " did you mean '\($0)'?"
        }
        document.report(
            "unknown widget '\(unknown.key)';\(hint ?? "") expected one of: \(kinds)", at: unknown.keyNode
        )
    }

    /// The kind named `name`, built from the value of its key.
    private mutating func readKind(_ name: String, value: Node) -> WidgetKind? {
        switch name {
        case "button": return document.text(value, key: name).map { .button(label: $0) }
        case "label": return document.text(value, key: name).map { .label(text: $0) }
        case "progress": return document.text(value, key: name).map { .progress(label: $0, value: nil) }
        case "camera": return document.text(value, key: name).map { .cameraPreview(label: $0) }
        case "image": return document.text(value, key: name).map { .image(lines: Self.artLines($0)) }
        case "list": return readList(value).map { .list($0) }
        case "grid": return readGrid(value).map { .grid($0) }
        case "cards": return readCards(value).map { .cardStack(cards: $0) }
        case "row":
            guard let items = document.sequence(value, key: "row", of: "widgets") else { return nil }
            // Rows nest, so the limit counts every widget in them, not only the scene's own list.
            rowWidgetCount += items.count
            guard rowWidgetCount <= SceneLimits.widgets else {
                document.report(
                    "the scene's rows hold more than the limit of \(SceneLimits.widgets) widgets; split it into several scenes",
                    at: value)
                return nil
            }
            return .row(children: items.compactMap { readWidget($0) })
        default: return nil
        }
    }

    /// Text art split into lines, without the trailing empty line a `|` block leaves.
    static func artLines(_ text: String) -> [String] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        while lines.last?.isEmpty == true { lines.removeLast() }
        return lines
    }

    /// Applies a kind-specific key (`columns`, `cell_width`, `cell_height`, `value`) to its widget kind.
    private mutating func applySetting(_ entry: MappingEntry, to kind: WidgetKind) -> WidgetKind {
        switch (kind, entry.key) {
        case (.grid(var grid), "columns"):
            grid.columns = document.integer(entry.value, key: entry.key, in: 1...SceneLimits.cells)
            return .grid(grid)
        case (.grid(var grid), "cell_width"):
            grid.cellWidth =
                document.integer(entry.value, key: entry.key, in: 1...SceneLimits.cells) ?? grid.cellWidth
            return .grid(grid)
        case (.grid(var grid), "cell_height"):
            grid.cellHeight =
                document.integer(entry.value, key: entry.key, in: 1...SceneLimits.cells) ?? grid.cellHeight
            return .grid(grid)
        case (.progress(let label, _), "value"):
            return .progress(label: label, value: document.fraction(entry.value, key: "value"))
        default:
            return kind
        }
    }

    private mutating func readAlignment(_ node: Node) -> Alignment? {
        guard let text = document.text(node, key: "align") else { return nil }
        guard let alignment = Alignment(rawValue: text) else {
            document.report("'align' must be left, center or right, not '\(text)'", at: node)
            return nil
        }
        return alignment
    }

    /// A width in cells (`30`) or percent (`50%`).
    private mutating func readWidth(_ node: Node) -> WidgetLayout.Length? {
        if case .scalar(let scalar) = node {
            let text = scalar.string.trimmingCharacters(in: .whitespaces)
            if let cells = Int(text), (1...SceneLimits.cells).contains(cells) { return .cells(cells) }
            if text.hasSuffix("%"), let percent = Int(text.dropLast()), (1...100).contains(percent) {
                return .percent(percent)
            }
        }
        document.report(
            "'width' must be a number of cells from 1 to \(SceneLimits.cells) or a percentage from 1% to 100%, not \(DocumentReader.describe(node))",
            at: node)
        return nil
    }
}
