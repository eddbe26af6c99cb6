import FaceNavCore
import ScreenRendering

extension ScreenRenderer {
    /// Draws the screen's widgets; a page taller than the window is drawn whole into its own buffer and the
    /// rows in view copied into the content area, with "▲ more above" and "▼ more below" marks in words.
    func drawPage(_ layout: ScreenLayout, state: AppState, hovered: HitTarget?, into buffer: inout ScreenBuffer) {
        guard layout.pageOverflow > 0 else {
            for placed in layout.widgets { drawWidget(placed, state: state, hovered: hovered, into: &buffer) }
            return
        }
        let content = layout.content
        let offset = layout.pageOffset
        var page = ScreenBuffer(
            size: Size(width: buffer.size.width, height: content.maxY + layout.pageOverflow))
        for var placed in layout.widgets {
            placed.rect.origin.y += offset
            drawWidget(placed, state: state, hovered: hovered, into: &page)
        }
        for y in content.minY..<content.maxY where y < buffer.size.height {
            for x in 0..<buffer.size.width { buffer[x, y] = page[x, y + offset] }
        }
        let mark = CellStyle(bold: true, role: .muted)
        let edge = Rect(x: content.minX, y: 0, width: content.width, height: buffer.size.height)
        if offset > 0 {
            buffer.write(" ▲ more above ", in: edge, y: content.minY - 1, alignment: .trailing, style: mark)
        }
        // Never over a button's text: without tabs on a row of its own, the last content row cleared
        // (scrolling shows it); with tabs on the tab bar's rule, once it is drawn (`drawMoreBelow`).
        if offset < layout.pageOverflow, layout.tabBar == nil {
            let y = content.maxY - 1
            buffer.fill(Rect(x: 0, y: y, width: buffer.size.width, height: 1), with: .blank)
            buffer.write(" ▼ more below ", in: edge, y: y, alignment: .trailing, style: mark)
        }
    }

    /// "▼ more below" on the rule above the tab bar, as "▲ more above" sits on the title's rule.
    func drawMoreBelow(_ layout: ScreenLayout, into buffer: inout ScreenBuffer) {
        guard layout.pageOverflow > 0, layout.pageOffset < layout.pageOverflow, layout.tabBar != nil else { return }
        let content = layout.content
        guard content.maxY < buffer.size.height else { return }
        let edge = Rect(x: content.minX, y: 0, width: content.width, height: buffer.size.height)
        buffer.write(
            " ▼ more below ", in: edge, y: content.maxY, alignment: .trailing,
            style: CellStyle(bold: true, role: .muted))
    }
}
