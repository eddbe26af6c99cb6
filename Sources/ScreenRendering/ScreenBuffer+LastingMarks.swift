import FaceNavCore

extension ScreenBuffer {
    /// Puts `marks` at the start of the status line (the bottom row), each as "⚠ mark │", and moves what
    /// the row showed to the right of them, so a problem the user must keep seeing (no sound, no eye model)
    /// stays in front of every message that follows, whatever the feature draws.
    ///
    /// What no longer fits at the right edge is cut; a wide character cut in half becomes a space.
    public mutating func prependLastingMarks(_ marks: [String], ascii: Bool = false) {
        guard !marks.isEmpty, size.height > 0, size.width > 0 else { return }
        let y = size.height - 1
        let row = (0..<size.width).map { self[$0, y] }
        // The feature's row starts with a space; the marks take its place.
        let start = row.first?.character == " " ? 1 : 0
        fill(Rect(x: 0, y: y, width: size.width, height: 1), with: .blank)
        let warning = ascii ? "!" : "⚠"
        let separator = ascii ? "|" : "│"
        var column = 1
        for mark in marks {
            column = write("\(warning) \(mark)", x: column, y: y, style: CellStyle(bold: true, role: .danger))
            column = write(" \(separator) ", x: column, y: y)
        }
        for cell in row.dropFirst(start) where column < size.width {
            self[column, y] = cell
            column += 1
        }
        if let last = (0..<size.width).last, !self[last, y].isContinuation,
            CharacterWidth.of(self[last, y].character) == 2
        {
            self[last, y] = Cell(" ", style: self[last, y].style)
        }
    }
}
