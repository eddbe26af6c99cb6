/// One card of a card stack: swiping left or right removes the top one.
public struct Card: Hashable, Sendable {
    public var title: String
    public var text: String
    public init(title: String, text: String = "") {
        self.title = title
        self.text = text
    }
}
