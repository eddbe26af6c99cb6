import FaceNavCore
import ScreenRendering

extension ScreenRenderer {
    /// Marks switch scanning's highlight so it shows without colour: every highlighted region in reverse
    /// bold video, with `▶` and `◀` in the blank cells either side of the row or item on its middle line.
    func drawScanHighlight(_ state: AppState, into buffer: inout ScreenBuffer) {
        let regions = state.scanHighlight
        guard !regions.isEmpty else { return }
        for region in regions {
            for y in region.rect.minY..<region.rect.maxY {
                for x in region.rect.minX..<region.rect.maxX where buffer.contains(x: x, y: y) {
                    var cell = buffer[x, y]
                    cell.style.reverse = true
                    cell.style.bold = true
                    buffer[x, y] = cell
                }
            }
        }
        let left = regions.map(\.rect.minX).min() ?? 0
        let right = regions.map(\.rect.maxX).max() ?? 0
        let middle = regions[0].rect.center.y
        for (x, mark) in [(left - 1, "▶"), (right, "◀")] as [(Int, Character)] {
            guard buffer.contains(x: x, y: middle), buffer[x, middle].character == " " else { continue }
            buffer[x, middle] = Cell(mark, style: CellStyle(bold: true))
        }
    }
}
