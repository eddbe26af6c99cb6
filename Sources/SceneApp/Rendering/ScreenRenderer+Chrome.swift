import FaceNavCore
import ScreenRendering

extension ScreenRenderer {
    func drawNavigationBar(
        _ state: AppState, _ layout: ScreenLayout, hovered: HitTarget?, into buffer: inout ScreenBuffer
    ) {
        let bar = layout.navigationBar
        buffer.fill(bar, with: Cell(" ", style: CellStyle(role: .chrome)))
        buffer.write(
            layout.title, in: bar, y: bar.minY, alignment: .center, style: CellStyle(bold: true, role: .chrome))
        if let back = layout.backButton {
            drawBarButton(ScreenLayout.backLabel, at: back, hovered: hovered == .backButton, into: &buffer)
        }
        var trailing = bar
        if let help = layout.helpButton {
            drawBarButton(ScreenLayout.helpLabel, at: help, hovered: hovered == .helpButton, into: &buffer)
            trailing.size.width = max(0, help.minX - 1)
        }
        if state.isPaused {
            buffer.write(
                "‖ PAUSED", in: trailing, y: bar.minY, alignment: .trailing,
                style: CellStyle(bold: true, reverse: true, role: .danger))
        }
        buffer.fill(
            Rect(x: 0, y: bar.maxY, width: bar.width, height: 1), with: Cell("─", style: CellStyle(role: .muted)))
    }

    /// A navigation-bar button (Back, Help): its label between markers while hovered, else between spaces.
    private func drawBarButton(_ label: String, at rect: Rect, hovered: Bool, into buffer: inout ScreenBuffer) {
        buffer.write(
            hovered ? "▶\(label)◀" : " \(label) ", x: rect.minX, y: rect.minY,
            style: CellStyle(bold: hovered, reverse: hovered, role: hovered ? .highlight : .accent))
    }

    func drawTabBar(_ layout: ScreenLayout, hovered: HitTarget?, into buffer: inout ScreenBuffer) {
        guard let bar = layout.tabBar else { return }
        buffer.fill(
            Rect(x: 0, y: bar.minY - 1, width: bar.width, height: 1), with: Cell("─", style: CellStyle(role: .muted)))
        for tab in layout.tabs {
            let selected = tab.index == layout.selectedTab
            let isHovered = hovered == .tab(index: tab.index)
            let text: String
            switch (selected, isHovered) {
            case (_, true): text = "▶ \(tab.title) ◀"
            case (true, false): text = "[ \(tab.title) ]"
            case (false, false): text = tab.title
            }
            let style = CellStyle(
                bold: selected || isHovered, reverse: isHovered, underline: selected,
                role: isHovered ? .highlight : (selected ? .accent : .normal))
            buffer.write(text, in: tab.rect, y: tab.rect.minY, alignment: .center, style: style)
        }
    }

    func drawSheet(
        _ sheet: ScreenLayout.SheetPlacement, state: AppState, hovered: HitTarget?, into buffer: inout ScreenBuffer
    ) {
        // Dim what is under the sheet so it reads as inactive, whatever the colours.
        buffer.restyle(Rect(x: 0, y: 2, width: buffer.size.width, height: max(0, sheet.rect.minY - 2))) {
            $0.dim = true
        }
        buffer.fill(sheet.rect, with: .blank)
        buffer.drawBox(sheet.rect, .double, style: CellStyle(role: .accent))
        let title = " \(sheet.title) "
        buffer.write(
            title, in: Rect(x: sheet.rect.minX + 1, y: sheet.rect.minY, width: max(0, sheet.rect.width - 2), height: 1),
            y: sheet.rect.minY, alignment: .center, style: CellStyle(bold: true, role: .accent))
        for placed in sheet.widgets {
            drawWidget(placed, state: state, hovered: hovered, into: &buffer)
        }
    }

    func drawStatusLine(_ state: AppState, _ layout: ScreenLayout, into buffer: inout ScreenBuffer) {
        let bar = layout.statusLine
        let style = CellStyle(reverse: true, role: .chrome)
        buffer.fill(bar, with: Cell(" ", style: style))
        let text = statusText(state, width: bar.width)
        buffer.write(ScreenBuffer.truncate(text, to: bar.width), x: bar.minX, y: bar.minY, style: style, clip: bar)
    }

    /// A five-step bar with the percentage, readable without colour: "▓▓▓░░ 60%".
    static func meter(_ progress: Double) -> String {
        let p = min(1, max(0, progress))
        let filled = Int((p * 5).rounded(.down))
        return String(repeating: "▓", count: filled) + String(repeating: "░", count: 5 - filled)
            + " \(Int((p * 100).rounded()))%"
    }

    func drawHelp(_ state: AppState, into buffer: inout ScreenBuffer) {
        let bindings = Gesture.allCases.compactMap { g in
            state.profile.command(for: g).map { "  \(g.spokenName) → \($0.spokenName)" }
        }
        let lines =
            [
                "Keys", "  arrows  move focus       Enter/Space  activate",
                "  Tab/Shift-Tab  next/previous   Esc/Backspace  back",
                "  PgDn/PgUp  scroll   [ ]  swipe   p  pause   c  recenter",
                "  f  emulated face: arrows turn, z x wink, b both eyes,",
                "     t tongue, m mouth, , . tilt, v out of view, 0 reset",
                "  ?  this help        q  quit", "", "Gestures",
            ] + bindings + ["", "Press any key to close."]
        buffer.drawHelp(lines, headings: ["Keys", "Gestures"])
    }
}
