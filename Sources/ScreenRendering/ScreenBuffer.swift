import FaceNavCore

/// A grid of cells the size of the terminal, drawn into by the renderer and diffed by the terminal.
public struct ScreenBuffer: Hashable, Sendable {
    public private(set) var size: Size
    public private(set) var cells: [Cell]
    /// Where the terminal's own cursor should sit, or nil to hide it.
    public var cursor: Point?

    public init(size: Size, fill: Cell = .blank) {
        self.size = Size(width: max(0, size.width), height: max(0, size.height))
        self.cells = Array(repeating: fill, count: self.size.width * self.size.height)
    }

    public subscript(x: Int, y: Int) -> Cell {
        get { cells[y * size.width + x] }
        set { cells[y * size.width + x] = newValue }
    }

    public func contains(x: Int, y: Int) -> Bool {
        x >= 0 && y >= 0 && x < size.width && y < size.height
    }

    /// Writes `text` from (x, y) rightwards, clipped to `clip` (the whole buffer by default).
    ///
    /// Wide characters take two cells; one that would straddle the clip edge is replaced by a space.
    /// - Returns: the column after the last cell written.
    @discardableResult
    public mutating func write(_ text: String, x: Int, y: Int, style: CellStyle = .plain, clip: Rect? = nil) -> Int {
        let bounds = clip.map { $0.intersection(Rect(origin: .zero, size: size)) } ?? Rect(origin: .zero, size: size)
        guard y >= bounds.minY, y < bounds.maxY else { return x }
        var column = x
        for character in text {
            if character == "\n" { break }
            let width = CharacterWidth.of(character)
            if width == 0 { continue }
            if column >= bounds.maxX { break }
            if column >= bounds.minX {
                if width == 2 {
                    if column + 1 < bounds.maxX {
                        self[column, y] = Cell(character, style: style)
                        self[column + 1, y] = Cell.continuation
                    } else {
                        self[column, y] = Cell(" ", style: style)
                    }
                } else {
                    self[column, y] = Cell(character, style: style)
                }
            }
            column += width
        }
        return column
    }

    /// Fills a rectangle with one cell.
    public mutating func fill(_ rect: Rect, with cell: Cell) {
        let r = rect.intersection(Rect(origin: .zero, size: size))
        guard !r.isEmpty else { return }
        for y in r.minY..<r.maxY {
            for x in r.minX..<r.maxX { self[x, y] = cell }
        }
    }

    /// Changes the style of every cell in a rectangle, keeping the characters.
    public mutating func restyle(_ rect: Rect, _ change: (inout CellStyle) -> Void) {
        let r = rect.intersection(Rect(origin: .zero, size: size))
        guard !r.isEmpty else { return }
        for y in r.minY..<r.maxY {
            for x in r.minX..<r.maxX { change(&cells[y * size.width + x].style) }
        }
    }

    /// The buffer as plain text, one line per row with trailing spaces trimmed: what a snapshot stores.
    public var plainText: String {
        var lines: [String] = []
        lines.reserveCapacity(size.height)
        for y in 0..<size.height {
            var line = ""
            for x in 0..<size.width {
                let cell = self[x, y]
                if !cell.isContinuation { line.append(cell.character) }
            }
            while line.last == " " { line.removeLast() }
            lines.append(line)
        }
        return lines.joined(separator: "\n")
    }
}
