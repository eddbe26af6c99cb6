import ScreenRendering

extension TerminalPalette {
    /// The terminal's colour number for a picture colour: the 24-bit value itself on a direct-colour
    /// terminal (16777216 colours, such as `xterm-direct`), else the nearest of xterm's 256.
    static func colorNumber(for color: RGBColor, colorCount: Int) -> Int32 {
        if colorCount >= 1 << 24 {
            return Int32(color.red) << 16 | Int32(color.green) << 8 | Int32(color.blue)
        }
        return Int32(color.xterm256Index)
    }
}
