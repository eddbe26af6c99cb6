import CNcursesw
import FaceNavCore
import ScreenRendering

extension NcursesScreen {
    /// Draws `buffer`, writing only the cells that changed since the last call, then refreshes once.
    ///
    /// The first frame, a frame of a new size, and the first frame after a resize clear the screen and
    /// write every cell. Continuation cells (right halves of wide characters) are skipped, since the wide
    /// character already covers them. Cells outside the terminal are dropped, and so is ncurses' ERR for
    /// the bottom-right cell, which it draws but cannot move the cursor past.
    public func present(_ buffer: ScreenBuffer) {
        guard !restored else { return }
        let window = cursesWindow
        let diff = ScreenDiff(
            from: needsFullRedrawOnNextPresent ? nil : lastPresentedBuffer, to: buffer)
        if diff.isFullRedraw {
            werase(window)
            clearok(window, true)
        }
        let terminal = size
        for run in diff.runs where run.origin.y < terminal.height {
            for (offset, cell) in run.cells.enumerated() where !cell.isContinuation {
                let x = run.origin.x + offset
                guard x < terminal.width else { break }
                put(cell, x: x, y: run.origin.y)
            }
        }
        if let cursor = buffer.cursor, buffer.contains(x: cursor.x, y: cursor.y),
            cursor.x < terminal.width, cursor.y < terminal.height
        {
            wmove(window, Int32(cursor.y), Int32(cursor.x))
            setCursorVisible(true)
        } else {
            setCursorVisible(false)
        }
        wrefresh(window)
        lastPresentedBuffer = buffer
        needsFullRedrawOnNextPresent = false
    }

    private func put(_ cell: Cell, x: Int, y: Int) {
        let attributes = Self.attributes(for: cell.style)
        if putPicture(cell, x: x, y: y, attributes: attributes) { return }
        let pair = colorPalette.pair(for: cell.style.role)
        // setcchar keeps only the scalars up to the second spacing one, which cut a flag or a ZWJ family in
        // pieces: the whole cluster goes in the cell (the return for the bottom-right cell is ERR either way).
        Self.withWideCharacters(for: cell.character) { characters in
            _ = facenav_put_cluster(cursesWindow, Int32(y), Int32(x), characters, attributes, pair)
        }
    }

    /// A cell's character as a zero-terminated spacing scalar plus combining scalars, at most
    /// `CCHARW_MAX` of them. Control characters become spaces, since curses would draw them as `^X`.
    static func wideCharacters(for character: Character) -> [wchar_t] {
        withWideCharacters(for: character) { characters in
            var result: [wchar_t] = []
            var index = 0
            repeat {
                result.append(characters[index])
                index += 1
            } while characters[index - 1] != 0
            return result
        }
    }

    /// Calls `body` with `wideCharacters(for:)` in a buffer on the stack: a cell is drawn without allocating.
    static func withWideCharacters<Result>(
        for character: Character, _ body: (UnsafeMutablePointer<wchar_t>) -> Result
    ) -> Result {
        let limit = Int(facenav_cchar_max())
        return withUnsafeTemporaryAllocation(of: wchar_t.self, capacity: limit + 1) { buffer in
            var count = 0
            for scalar in character.unicodeScalars {
                guard count < limit else { break }
                let value = scalar.value
                let isControl = value < 0x20 || (0x7F..<0xA0).contains(value)
                buffer[count] = wchar_t(isControl ? 0x20 : value)
                count += 1
            }
            if count == 0 {
                buffer[0] = 0x20
                count = 1
            }
            buffer[count] = 0
            return body(buffer.baseAddress!)
        }
    }

    /// The curses attributes for a style; colour travels separately as a pair number.
    static func attributes(for style: CellStyle) -> attr_t {
        var attributes = facenav_attr_normal()
        if style.bold { attributes |= facenav_attr_bold() }
        if style.reverse { attributes |= facenav_attr_reverse() }
        if style.underline { attributes |= facenav_attr_underline() }
        if style.dim { attributes |= facenav_attr_dim() }
        return attributes
    }
}
