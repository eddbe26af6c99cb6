import FaceNavCore

extension ScreenBuffer {
    /// Draws a box border on the edge of `rect`; needs at least 2x2.
    public mutating func drawBox(_ rect: Rect, _ box: BoxStyle = .light, style: CellStyle = .plain) {
        guard rect.width >= 2, rect.height >= 2 else { return }
        let line = { (c: Character) in Cell(c, style: style) }
        for x in rect.minX + 1..<rect.maxX - 1 {
            if contains(x: x, y: rect.minY) { self[x, rect.minY] = line(box.top) }
            if contains(x: x, y: rect.maxY - 1) { self[x, rect.maxY - 1] = line(box.bottom) }
        }
        for y in rect.minY + 1..<rect.maxY - 1 {
            if contains(x: rect.minX, y: y) { self[rect.minX, y] = line(box.side) }
            if contains(x: rect.maxX - 1, y: y) { self[rect.maxX - 1, y] = line(box.side) }
        }
        let corners = [
            (rect.minX, rect.minY, box.topLeft), (rect.maxX - 1, rect.minY, box.topRight),
            (rect.minX, rect.maxY - 1, box.bottomLeft), (rect.maxX - 1, rect.maxY - 1, box.bottomRight),
        ]
        for (x, y, c) in corners where contains(x: x, y: y) { self[x, y] = line(c) }
    }

    /// Writes `text` on row `y` of `rect`, aligned, truncated with "…" when too wide.
    @discardableResult
    public mutating func write(_ text: String, in rect: Rect, y: Int, alignment: Alignment, style: CellStyle = .plain)
        -> Int
    {
        let shown = Self.truncate(text, to: rect.width)
        let width = CharacterWidth.of(shown)
        let x: Int
        switch alignment {
        case .leading: x = rect.minX
        case .center: x = rect.minX + max(0, (rect.width - width) / 2)
        case .trailing: x = rect.maxX - width
        }
        return write(shown, x: x, y: y, style: style, clip: rect)
    }

    /// `text` cut to `width` columns, ending in "…" when it was cut.
    public static func truncate(_ text: String, to width: Int) -> String {
        guard width > 0 else { return "" }
        guard CharacterWidth.of(text) > width else { return text }
        var result = ""
        var used = 0
        for character in text {
            let w = CharacterWidth.of(character)
            if used + w > width - 1 { break }
            result.append(character)
            used += w
        }
        return result + "…"
    }
}
