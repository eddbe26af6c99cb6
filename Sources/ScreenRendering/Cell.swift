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

    public var isContinuation: Bool { Self.same(character, "\u{0}") }

    /// Equal characters and styles.
    ///
    /// Compared many thousand times a frame (the loop's "did the screen change", then the diff), so two
    /// characters stored alike are equal at once; only others go through `Character`'s Unicode
    /// comparison, which was slow for every non-ASCII cell (`▀`, `─`) of every frame. Same answers.
    public static func == (lhs: Cell, rhs: Cell) -> Bool {
        same(lhs.character, rhs.character) && lhs.style == rhs.style
    }

    /// `a == b`, answered from their stored bytes when those are the same.
    ///
    /// A small character is held inline, so equal bytes mean equal text; a large one points to storage,
    /// so equal bytes mean the same storage.
    @inline(__always)
    private static func same(_ a: Character, _ b: Character) -> Bool {
        let identical = withUnsafeBytes(of: a) { a in
            withUnsafeBytes(of: b) { b in
                guard a.count == 16 else { return a.elementsEqual(b) }
                return a.loadUnaligned(as: UInt64.self) == b.loadUnaligned(as: UInt64.self)
                    && a.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
                        == b.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
            }
        }
        return identical || a == b
    }
}
