/// A stack of cards to swipe through, as a deck file (`deck: TITLE` with `cards:`) describes it.
public struct Deck: Hashable, Sendable {
    public var title: String
    /// Top of the stack first.
    public var cards: [DeckCard]

    public init(title: String, cards: [DeckCard]) {
        self.title = title
        self.cards = cards
    }
}
