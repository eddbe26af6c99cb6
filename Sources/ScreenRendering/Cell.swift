/// One terminal cell: a character and its style.
///
/// A wide character (East Asian wide, most emoji) occupies its own cell and the next one, which holds
/// `Cell.continuation` so that a diff never writes into the second half of a wide glyph.
public struct Cell: Hashable, Sendable {
    public var character: Character
    public var style: CellStyle

    public init(_ character: Character, style: CellStyle = .plain) {
        self.character = character
        self.style = style
    }

    public static let blank = Cell(" ")

    /// The right half of a wide character; the terminal skips it.
    public static let continuation = Cell("\u{0}")

    public var isContinuation: Bool { character == "\u{0}" }
}
