import FaceNavCore

extension ScreenBuffer {
    /// Draws a centred "Help" box with `lines` in it, `headings` in bold, over whatever is below.
    ///
    /// The box fits the longest line and is clipped to the screen; lines that do not fit are left out.
    public mutating func drawHelp(_ lines: [String], headings: Set<String>) {
        let width = min(size.width - 2, (lines.map { CharacterWidth.of($0) }.max() ?? 0) + 4)
        let height = min(size.height - 2, lines.count + 2)
        let box = Rect(x: (size.width - width) / 2, y: (size.height - height) / 2, width: width, height: height)
        fill(box, with: .blank)
        drawBox(box, .double, style: CellStyle(role: .accent))
        write(" Help ", in: box, y: box.minY, alignment: .center, style: CellStyle(bold: true))
        for (i, line) in lines.enumerated() where box.minY + 1 + i < box.maxY - 1 {
            write(
                line, x: box.minX + 2, y: box.minY + 1 + i, style: CellStyle(bold: headings.contains(line)),
                clip: box.inset(by: 1))
        }
    }
}
