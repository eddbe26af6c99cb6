/// One card of a card stack: swiping left or right removes the top one.
public struct Card: Hashable, Sendable {
    public var title: String
    public var text: String
    /// A small picture drawn in text, one string a line.
    public var picture: [String]

    public init(title: String, text: String = "", picture: [String] = []) {
        self.title = title
        self.text = text
        self.picture = picture
    }
}
