import CNcursesw
import ScreenRendering

extension NcursesScreen {
    /// How this terminal shows a camera preview: half blocks in colour with 256 colours or more, else
    /// (fewer colours, `NO_COLOR`) the ASCII luma ramp.
    public var cameraPreviewMode: CameraPreview.Mode {
        colorPalette == .twoHundredFiftySixColors ? .halfBlocks : .ascii
    }

    /// Draws a cell that carries picture colours with a pair made for them; false when it has none or
    /// the terminal cannot show them (the cell is then drawn by its role, like any other).
    ///
    /// Each pair is made once per colour combination and remembered (`PicturePairs`), not looked up in
    /// ncurses' table for every cell of every frame.
    func putPicture(_ cell: Cell, x: Int, y: Int, attributes: attr_t) -> Bool {
        guard colorPalette == .twoHundredFiftySixColors, cell.style.foreground != nil || cell.style.background != nil
        else { return false }
        let colorCount = Int(facenav_colors())
        let foreground = cell.style.foreground.map { TerminalPalette.colorNumber(for: $0, colorCount: colorCount) }
        let background = cell.style.background.map { TerminalPalette.colorNumber(for: $0, colorCount: colorCount) }
        guard
            let pair = picturePairs.pair(
                foreground: foreground ?? -1, background: background ?? -1,
                allocate: { facenav_alloc_pair($0, $1) })
        else { return false }
        Self.withWideCharacters(for: cell.character) { characters in
            _ = facenav_put_cell_extended(cursesWindow, Int32(y), Int32(x), characters, attributes, pair)
        }
        return true
    }
}
