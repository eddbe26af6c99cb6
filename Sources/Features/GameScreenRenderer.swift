import EscapeGame
import FaceNavCore
import SceneApp
import ScreenRendering

/// Draws the game's screen into a cell buffer: a pure function of the state and what the shell shows. The
/// game feature's view: `EscapeGame` keeps the rules and knows no drawing.
///
/// Elements flow top to bottom in reading order, except on rotor levels, where clues and the door sit at
/// their placed frames. The focused element is marked "▶" and reversed, never by colour alone. In blind
/// mode only a notice is drawn: the game is played by ear.
public struct GameScreenRenderer: Sendable {
    /// Rows above the content: the title and a rule (`GameLayout`, which the rules share).
    public static let top = GameLayout.top
    /// Rows below the content: the rotor line and the status line.
    public static let bottom = GameLayout.bottom
    /// Rows a rotor level keeps above its placed elements for the story.
    static let storyRows = GameLayout.storyRows

    public var blind: Bool
    /// What speaks, for the status line.
    public var voiceName: String

    public init(blind: Bool = false, voiceName: String = "no speech") {
        self.blind = blind
        self.voiceName = voiceName
    }

    /// The area the clues and the door of rotor levels are placed in, for a terminal of `size`.
    public static func playArea(for size: Size) -> Size { GameLayout.playArea(for: size) }

    public func render(_ state: GameState, size: Size) -> ScreenBuffer {
        var buffer = ScreenBuffer(size: size)
        guard size.width >= 40, size.height >= 16 else {
            buffer.write("Make the window at least 40x16.", x: 0, y: 0)
            return buffer
        }
        let title = blind ? state.game.title : "\(state.game.title) — \(heading(state))"
        let bar = Rect(x: 0, y: 0, width: size.width, height: 1)
        buffer.fill(bar, with: Cell(" ", style: CellStyle(role: .chrome)))
        buffer.write(title, in: bar, y: 0, alignment: .center, style: CellStyle(bold: true, role: .chrome))
        buffer.fill(Rect(x: 0, y: 1, width: size.width, height: 1), with: Cell("─", style: CellStyle(role: .muted)))
        let content = Rect(x: 1, y: Self.top, width: size.width - 2, height: size.height - Self.top - Self.bottom)
        if blind {
            let lines = [
                "Blind mode is on.", "Listen to the announcements and play by ear:",
                "arrows move, [ ] turn the rotor, Enter activates, ? help, q quit.",
            ]
            for (i, line) in lines.enumerated() {
                buffer.write(
                    line, in: content, y: content.minY + content.height / 2 - 1 + i, alignment: .center,
                    style: CellStyle(bold: i == 0))
            }
        } else if state.elements.contains(where: { $0.frame != nil }) {
            drawPlaced(state, in: content, into: &buffer)
        } else {
            drawFlow(state, in: content, into: &buffer)
        }
        if !blind { drawRotorLine(state, y: size.height - 2, width: size.width, into: &buffer) }
        drawStatusLine(state, y: size.height - 1, width: size.width, into: &buffer)
        if state.isShowingHelp { drawHelp(into: &buffer) }
        return buffer
    }

    func heading(_ state: GameState) -> String {
        switch state.screen {
        case .opening: "Welcome"
        case .chapterIntroduction(let c): "Chapter \(c + 1): \(state.game.chapters[c].title)"
        case .level(let id): "Level \(id): \(state.game.level(id)?.title ?? "")"
        case .levelSelect: "Level select"
        case .ending: "The end"
        }
    }

    /// How an element looks in the flow: text as it is, buttons and answers bracketed.
    func text(of element: AccessibilityElement, chosen: Int? = nil) -> String {
        switch element.role {
        case .text, .clue: element.label
        case .answer: "( ) \(element.label)"
        case .answerField: "[ \(element.label) ]"
        case .letterWheel:
            "◀ "
                + LetterWheel.items.enumerated().map {
                    $0.offset == chosen ? "[\($0.element.uppercased())]" : $0.element
                }
                .joined(separator: " ") + " ▶"
        case .object: "◆ \(element.label)"
        default: "[ \(element.label) ]"
        }
    }

    /// Elements one below the other, scrolled so the focused one shows.
    func drawFlow(_ state: GameState, in area: Rect, into buffer: inout ScreenBuffer) {
        let focus = state.focus
        var lines: [(text: String, element: Int, first: Bool)] = []
        for (i, element) in state.elements.enumerated() {
            let chosen = element.role == .letterWheel ? state.items["\(i)|Letters"] : nil
            let wrapped = TextWrap.lines(text(of: element, chosen: chosen), width: area.width - 2)
            lines += wrapped.enumerated().map { ($0.element, i, $0.offset == 0) }
            if element.role == .text { lines.append(("", -1, false)) }
        }
        let focusedLast = lines.lastIndex { $0.element == focus } ?? 0
        let start = max(0, focusedLast - area.height + 1)
        for (row, line) in lines.dropFirst(start).prefix(area.height).enumerated() {
            let focused = line.element == focus
            let marker = focused && line.first ? "▶ " : "  "
            buffer.write(
                marker + line.text, x: area.minX, y: area.minY + row,
                style: CellStyle(bold: focused, reverse: focused, role: focused ? .highlight : .normal), clip: area)
        }
    }

    /// A rotor level: the story on top, clues and the door at their frames, the buttons at the bottom.
    func drawPlaced(_ state: GameState, in area: Rect, into buffer: inout ScreenBuffer) {
        let elements = state.elements
        let story = elements.filter { $0.frame == nil && $0.role == .text }
        let storyLines = story.flatMap { TextWrap.lines($0.label, width: area.width - 2) }.prefix(Self.storyRows - 1)
        let storyFocused =
            elements.indices.contains(state.focus) && elements[state.focus].frame == nil
            && elements[state.focus].role == .text
        for (row, line) in storyLines.enumerated() {
            buffer.write(
                (storyFocused && row == 0 ? "▶ " : "  ") + line, x: area.minX, y: area.minY + row,
                style: CellStyle(bold: storyFocused, reverse: storyFocused), clip: area)
        }
        let origin = Point(x: area.minX, y: area.minY + Self.storyRows)
        let wrapWidth = max(8, min(28, state.playArea.width - 4))
        for (i, element) in elements.enumerated() {
            let focused = i == state.focus
            if let frame = element.frame {
                let box = Rect(
                    x: origin.x + frame.minX, y: origin.y + frame.minY, width: frame.width, height: frame.height)
                let style = CellStyle(
                    bold: focused, reverse: focused,
                    role: focused ? .highlight : (element.role == .door ? .accent : .normal))
                buffer.drawBox(box, focused ? .double : .light, style: style)
                for (row, line) in TextWrap.lines(element.label, width: wrapWidth).enumerated() {
                    buffer.write(line, x: box.minX + 2, y: box.minY + 1 + row, style: style, clip: box.inset(by: 1))
                }
                if focused { buffer.write("▶", x: box.minX, y: box.minY + 1, style: style) }
            }
        }
        let buttons = elements.enumerated().filter { $0.element.frame == nil && $0.element.role != .text }
        var x = area.minX
        for (i, element) in buttons {
            let focused = i == state.focus
            let label = focused ? "▶[ \(element.label) ]" : " [ \(element.label) ]"
            x =
                buffer.write(
                    label, x: x, y: area.maxY - 1, style: CellStyle(bold: focused, reverse: focused), clip: area) + 2
        }
    }

    func drawRotorLine(_ state: GameState, y: Int, width: Int, into buffer: inout ScreenBuffer) {
        var parts: [String] = []
        if let setting = state.rotorSetting {
            let others =
                state.focusedElement.map { $0.rotors.count > 1 ? " (\(state.rotor + 1) of \($0.rotors.count))" : "" }
                ?? ""
            parts.append("Rotor: \(setting.name)\(others)")
            if let item = state.chosenItem {
                parts.append("\(setting.items[item]) (\(item + 1) of \(setting.items.count))")
            }
        } else {
            parts.append("Rotor: none here")
        }
        if let level = state.level, !level.hints.isEmpty {
            parts.append("Hints \(state.unlockedHints(at: state.time)) of \(level.hints.count)")
        }
        if state.isPaused { parts.append("PAUSED") }
        buffer.write(
            ScreenBuffer.truncate(" " + parts.joined(separator: " │ "), to: width), x: 0, y: y,
            style: CellStyle(role: .muted))
    }

    func drawStatusLine(_ state: GameState, y: Int, width: Int, into buffer: inout ScreenBuffer) {
        let bar = Rect(x: 0, y: y, width: width, height: 1)
        let style = CellStyle(reverse: true, role: .chrome)
        buffer.fill(bar, with: Cell(" ", style: style))
        let inputName = state.inputName
        var kept = [inputName, voiceName]
        if let detail = state.inputDetail { kept.append(detail) }
        if blind { kept.append("blind mode") }
        if !state.isFaceVisible, inputName != "keyboard" { kept.append("no face") }
        // "? help" stays: the game's help is its one way in for a newcomer.
        kept.append("? help")
        let text = StatusLine.text(
            kept: kept, message: blind ? nil : state.lastAnnouncement?.text,
            elapsed: state.time - state.lastAnnouncementTime, width: width)
        buffer.write(ScreenBuffer.truncate(text, to: width), x: 0, y: y, style: style, clip: bar)
    }

    func drawHelp(into buffer: inout ScreenBuffer) {
        let lines =
            ["Keys"] + GameState.keyHelp.flatMap { TextWrap.lines("  " + $0, width: min(70, buffer.size.width - 6)) }
            + [
                "", "Hands-free", "  turn head right or left: next or previous element",
                "  nod down or up: rotor items    tilt: turn the rotor",
                "  the profile's activate gesture (tongue out): activate", "", "Press any key to close.",
            ]
        buffer.drawHelp(lines, headings: ["Keys", "Hands-free"])
    }
}
