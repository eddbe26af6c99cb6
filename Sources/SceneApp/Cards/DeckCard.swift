/// One card of a ``Deck``: a title, a text, and a picture drawn in text (its lines, as written).
public struct DeckCard: Hashable, Sendable {
    public var title: String
    public var text: String
    /// The text-art picture, one string per line; empty when the card has none.
    public var picture: [String]
    /// Where the card was declared, so errors and events can point back at it.
    public var location: SourceLocation?

    public init(title: String, text: String = "", picture: [String] = [], location: SourceLocation? = nil) {
        self.title = title
        self.text = text
        self.picture = picture
        self.location = location
    }

    /// The card as the `cards` widget's stack holds it (title and text).
    public var card: Card { Card(title: title, text: text) }
}
