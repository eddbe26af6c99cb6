import FaceNavCore
import ScreenRendering

extension ScreenRenderer {
    func drawWidget(_ placed: PlacedWidget, state: AppState, hovered: HitTarget?, into buffer: inout ScreenBuffer) {
        let rect = placed.rect
        guard !rect.isEmpty else { return }
        let widget = placed.widget
        let isHovered = hovered == .widget(id: widget.id)
        let value = state.widgetStates.values[placed.key]
        switch widget.kind {
        case .row:
            break
        case .button(let label):
            drawButton(label, rect: rect, hovered: isHovered, into: &buffer)
        case .label(let text):
            let style = CellStyle(bold: isHovered, reverse: isHovered)
            for (i, line) in TextWrap.lines(value ?? text, width: rect.width).prefix(rect.height).enumerated() {
                buffer.write(line, in: rect, y: rect.minY + i, alignment: widget.layout.alignment, style: style)
            }
        case .list(let content):
            drawList(content, placed: placed, state: state, hovered: hovered, into: &buffer)
        case .grid(let content):
            drawGrid(content, placed: placed, state: state, hovered: hovered, into: &buffer)
        case .cardStack(let cards):
            drawCards(
                cards, removed: state.widgetStates.removed(placed.key), rect: rect, hovered: isHovered, into: &buffer)
        case .progress(let label, let declared):
            let number = value.flatMap(Double.init) ?? declared
            drawProgress(label, value: number, time: state.time, rect: rect, into: &buffer)
        case .image(let lines):
            for (i, line) in lines.prefix(rect.height).enumerated() {
                buffer.write(
                    line, in: rect, y: rect.minY + i, alignment: widget.layout.alignment,
                    style: CellStyle(role: .accent))
            }
        case .cameraPreview(let label):
            buffer.drawBox(rect, .dashed, style: CellStyle(role: .muted))
            let middle = rect.minY + rect.height / 2
            buffer.write(
                "◉ \(label)", in: rect.inset(by: 1), y: middle, alignment: .center, style: CellStyle(dim: true))
        }
        if isHovered, case .label = widget.kind {
            buffer.write("▶", x: max(0, rect.minX - 1), y: rect.minY, style: CellStyle(bold: true, role: .highlight))
        }
    }

    func drawButton(_ label: String, rect: Rect, hovered: Bool, into buffer: inout ScreenBuffer) {
        let style = CellStyle(bold: hovered, reverse: hovered, role: hovered ? .highlight : .normal)
        if hovered { buffer.fill(rect, with: Cell(" ", style: style)) }
        guard rect.height >= 3 else {
            let text = hovered ? "▶ \(label) ◀" : "[ \(label) ]"
            buffer.write(text, in: rect, y: rect.minY + rect.height / 2, alignment: .center, style: style)
            return
        }
        buffer.drawBox(rect, hovered ? .heavy : .light, style: style)
        let text = hovered ? "▶ \(label) ◀" : label
        buffer.write(text, in: rect.inset(by: 1), y: rect.minY + rect.height / 2, alignment: .center, style: style)
    }

    func drawList(
        _ content: ListContent, placed: PlacedWidget, state: AppState, hovered: HitTarget?,
        into buffer: inout ScreenBuffer
    ) {
        let rect = placed.rect
        let offset = min(
            state.widgetStates.scrollOffset(placed.key), ListGeometry.maximumOffset(content, height: rect.height))
        let textArea = Rect(x: rect.minX, y: rect.minY, width: max(0, rect.width - 1), height: rect.height)
        for (line, dy) in ListGeometry.visible(content, offset: offset, height: rect.height) {
            let y = rect.minY + dy
            switch line {
            case .header(_, let title):
                buffer.write(
                    title.uppercased(), in: textArea, y: y, alignment: .leading,
                    style: CellStyle(bold: true, underline: true, role: .accent))
            case .row(let path):
                let row = content.sections[path.section].rows[path.item]
                let isHovered = hovered == .listRow(widgetID: placed.widget.id, indexPath: path)
                let style = CellStyle(bold: isHovered, reverse: isHovered, role: isHovered ? .highlight : .normal)
                if isHovered {
                    buffer.fill(
                        Rect(x: textArea.minX, y: y, width: textArea.width, height: 1), with: Cell(" ", style: style))
                }
                let marker = isHovered ? "▶ " : "  "
                let end = buffer.write(marker + row.label, in: textArea, y: y, alignment: .leading, style: style)
                if let detail = row.detail, textArea.maxX - end > CharacterWidth.of(detail) + 1 {
                    buffer.write(
                        detail, in: textArea, y: y, alignment: .trailing,
                        style: CellStyle(reverse: isHovered, dim: !isHovered, role: .muted))
                }
            }
        }
        drawScrollMarks(
            canGoUp: offset > 0, canGoDown: offset < ListGeometry.maximumOffset(content, height: rect.height),
            rect: rect, into: &buffer)
    }

    /// "▲" and "▼" in the right column when there is more to scroll to.
    func drawScrollMarks(canGoUp: Bool, canGoDown: Bool, rect: Rect, into buffer: inout ScreenBuffer) {
        guard rect.width > 0, rect.height > 0 else { return }
        let x = rect.maxX - 1
        if canGoUp { buffer.write("▲", x: x, y: rect.minY, style: CellStyle(bold: true, role: .muted)) }
        if canGoDown { buffer.write("▼", x: x, y: rect.maxY - 1, style: CellStyle(bold: true, role: .muted)) }
    }

    func drawGrid(
        _ content: GridContent, placed: PlacedWidget, state: AppState, hovered: HitTarget?,
        into buffer: inout ScreenBuffer
    ) {
        let rect = placed.rect
        let inner = Rect(x: rect.minX, y: rect.minY, width: max(0, rect.width - 1), height: rect.height)
        let maximum = GridGeometry.maximumOffset(content, in: inner)
        let offset = min(state.widgetStates.scrollOffset(placed.key), maximum)
        let visible = GridGeometry.visible(content, offset: offset, in: rect)
        for header in visible.headers {
            buffer.write(
                header.title.uppercased(), in: inner, y: header.y, alignment: .leading,
                style: CellStyle(bold: true, underline: true, role: .accent))
        }
        for cell in visible.cells {
            let item = content.sections[cell.path.section].items[cell.path.item]
            let isHovered = hovered == .gridItem(widgetID: placed.widget.id, indexPath: cell.path)
            let box = Rect(
                x: cell.rect.minX, y: cell.rect.minY, width: max(0, cell.rect.width - 1), height: cell.rect.height)
            let style = CellStyle(bold: isHovered, reverse: isHovered, role: isHovered ? .highlight : .normal)
            if isHovered { buffer.fill(box, with: Cell(" ", style: style)) }
            if let art = item.art, box.height >= 2 {
                buffer.write(
                    art, in: box, y: box.minY, alignment: .center,
                    style: CellStyle(reverse: isHovered, role: isHovered ? .highlight : .accent))
            }
            let labelY = box.height >= 2 ? box.minY + 1 : box.minY
            buffer.write(
                isHovered ? "▶\(item.label)◀" : item.label, in: box, y: labelY, alignment: .center, style: style)
        }
        let canGoDown = offset < GridGeometry.maximumOffset(content, in: rect)
        drawScrollMarks(canGoUp: offset > 0, canGoDown: canGoDown, rect: rect, into: &buffer)
    }

    func drawCards(_ cards: [Card], removed: Int, rect: Rect, hovered: Bool, into buffer: inout ScreenBuffer) {
        let remaining = cards.count - removed
        guard remaining > 0 else {
            buffer.drawBox(rect, .dashed, style: CellStyle(role: .muted))
            buffer.write(
                "No more cards", in: rect.inset(by: 1), y: rect.minY + rect.height / 2, alignment: .center,
                style: CellStyle(dim: true))
            return
        }
        // Cards behind the top one peek out below it, one line per card, up to two.
        let behind = min(2, remaining - 1)
        let card = Rect(x: rect.minX, y: rect.minY, width: rect.width, height: max(2, rect.height - behind - 1))
        for i in 0..<behind {
            let y = card.maxY + i
            let inset = (i + 1) * 2
            buffer.write(
                "╰" + String(repeating: "─", count: max(0, card.width - 2 * inset - 2)) + "╯", x: card.minX + inset,
                y: y, style: CellStyle(role: .muted))
        }
        let style = CellStyle(bold: hovered, reverse: hovered, role: hovered ? .highlight : .normal)
        if hovered { buffer.fill(card, with: Cell(" ", style: style)) }
        buffer.drawBox(card, hovered ? .heavy : .light, style: style)
        let top = cards[removed]
        let inner = card.inset(by: 1)
        buffer.write(
            hovered ? "▶ \(top.title) ◀" : top.title, in: inner, y: inner.minY, alignment: .center,
            style: CellStyle(bold: true, reverse: hovered))
        for (i, line) in TextWrap.lines(top.text, width: max(1, inner.width - 2)).enumerated()
        where inner.minY + 1 + i < inner.maxY {
            buffer.write(line, in: inner, y: inner.minY + 1 + i, alignment: .center, style: CellStyle(reverse: hovered))
        }
        let footer = "‹ \(removed + 1) of \(cards.count) ›"
        buffer.write(footer, in: rect, y: rect.maxY - 1, alignment: .center, style: CellStyle(dim: true, role: .muted))
    }

    func drawProgress(_ label: String, value: Double?, time: Double, rect: Rect, into buffer: inout ScreenBuffer) {
        let y = rect.minY
        let end = buffer.write(label + "  ", in: rect, y: y, alignment: .leading)
        let room = Rect(x: end, y: y, width: max(0, rect.maxX - end), height: 1)
        guard let value else {
            let frames: [Character] = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]
            let frame = frames[Int((time * 10).rounded(.down)) % frames.count]
            buffer.write("\(frame) loading…", in: room, y: y, alignment: .leading, style: CellStyle(role: .accent))
            return
        }
        let p = min(1, max(0, value))
        let percent = " \(Int((p * 100).rounded()))%"
        let barWidth = max(0, min(30, room.width - percent.count - 2))
        let filled = Int((Double(barWidth) * p).rounded())
        let bar =
            "[" + String(repeating: "█", count: filled) + String(repeating: "░", count: barWidth - filled) + "]"
            + percent
        buffer.write(bar, in: room, y: y, alignment: .leading, style: CellStyle(role: .success))
    }
}
