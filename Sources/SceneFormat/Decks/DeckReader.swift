import FaceNavCore
import SceneApp
import Yams

/// Reads a deck file (`deck: TITLE`, `cards:` with `title`, `text`, `picture`) into a ``Deck``, collecting
/// every problem on the way.
struct DeckReader {
    static let deckKeys = ["deck", "cards"]
    static let cardKeys = ["title", "text", "picture"]

    var document: DocumentReader

    init(file: String) {
        self.document = DocumentReader(file: file)
    }

    var diagnostics: [SceneDiagnostic] { document.diagnostics.sorted() }

    /// The deck, or `nil` when the text is not YAML or a required part is missing.
    mutating func read(yaml: String) -> Deck? {
        guard let root = document.compose(yaml, expected: "a deck with keys 'deck' and 'cards'") else { return nil }
        return read(root: root)
    }

    mutating func read(root: Node) -> Deck? {
        guard let entries = document.mapping(root, what: "a deck file") else { return nil }
        document.rejectUnknownKeys(entries, allowed: Self.deckKeys, in: "a deck")
        var title: String?
        var cards: [DeckCard]?
        for entry in entries {
            switch entry.key {
            case "deck": title = document.text(entry.value, key: "deck")
            case "cards":
                guard let items = document.sequence(entry.value, key: "cards", of: "cards") else { break }
                if items.isEmpty { document.report("'cards' must list at least one card", at: entry.value) }
                cards = items.compactMap { readCard($0) }
            default: break
            }
        }
        if !entries.contains(where: { $0.key == "deck" }) {
            document.reportMissing("deck", meaning: "the deck's title", in: "the deck", at: root)
        }
        if !entries.contains(where: { $0.key == "cards" }) {
            document.reportMissing("cards", meaning: "a sequence of cards", in: "the deck", at: root)
        }
        guard let title, let cards, document.diagnostics.isEmpty else { return nil }
        return Deck(title: title, cards: cards)
    }

    private mutating func readCard(_ node: Node) -> DeckCard? {
        guard let entries = document.mapping(node, what: "a card") else { return nil }
        document.rejectUnknownKeys(entries, allowed: Self.cardKeys, in: "a card")
        var card = DeckCard(title: "", location: document.location(of: node))
        var hasTitle = false
        for entry in entries {
            switch entry.key {
            case "title":
                guard let title = document.text(entry.value, key: "title") else { break }
                card.title = title
                hasTitle = true
            case "text": card.text = document.text(entry.value, key: "text") ?? ""
            case "picture": card.picture = readPicture(entry.value)
            default: break
            }
        }
        if !entries.contains(where: { $0.key == "title" }) {
            document.reportMissing("title", meaning: "the card's name", in: "a card", at: node)
        }
        return hasTitle ? card : nil
    }

    /// A `|` block of text art: its lines without the final newline; tabs are refused, since their width
    /// depends on the terminal and would tear the picture.
    private mutating func readPicture(_ node: Node) -> [String] {
        guard let art = document.text(node, key: "picture") else { return [] }
        if let tabLine = art.split(separator: "\n", omittingEmptySubsequences: false).firstIndex(where: {
            $0.contains("\t")
        }) {
            let line = (node.mark?.line ?? 0) + (node.scalar?.style == .literal ? 1 : 0) + tabLine
            document.report(
                "the picture has a tab; draw with spaces so it looks the same in every terminal",
                at: document.location(line: line, column: 1))
            return []
        }
        var lines = art.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        while lines.last?.isEmpty == true { lines.removeLast() }
        return lines
    }
}
