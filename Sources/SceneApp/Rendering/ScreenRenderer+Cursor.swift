import FaceNavCore
import ScreenRendering

extension ScreenRenderer {
    /// The mark drawn where the cursor is over an empty cell.
    public static let cursorMark: Character = "◆"

    /// Draws the cursor so it is always visible and never hides text: its cell is reversed, bold and
    /// underlined whatever it holds (so not by colour alone), and an empty cell gets `cursorMark`, so the
    /// cursor shows over nothing too, even where the terminal hides its own cursor.
    func drawCursor(_ state: AppState, into buffer: inout ScreenBuffer) {
        let point = state.cursor
        guard buffer.contains(x: point.x, y: point.y), !state.isShowingHelp else { return }
        var cell = buffer[point.x, point.y]
        if cell.character == " " { cell.character = Self.cursorMark }
        cell.style.reverse.toggle()
        cell.style.underline = true
        cell.style.bold = true
        buffer[point.x, point.y] = cell
        buffer.cursor = point
    }
}
