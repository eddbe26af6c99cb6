import FaceNavCore

extension ScreenBuffer {
    /// The buffer as a terminal without Unicode can show it (`LANG=C`): borders become `+ - |`, marks their
    /// ASCII look-alikes (`▶ ◀` `> <`, `▼ ▲` `v ^`, `◆` `*`, `…` `.`, `‹ ›` `< >`), and any other
    /// non-ASCII character a `?`; a wide character's second cell becomes a space, so every column stays put.
    public func asciiFallback() -> ScreenBuffer {
        var copy = self
        for index in copy.cells.indices {
            let cell = copy.cells[index]
            if cell.isContinuation {
                copy.setCell(index, Cell(" ", style: cell.style))
            } else if !cell.character.isASCII {
                copy.setCell(index, Cell(Self.ascii(for: cell.character), style: cell.style))
            }
        }
        return copy
    }

    /// The ASCII look-alike of `character`; `?` when there is none.
    public static func ascii(for character: Character) -> Character {
        if character.isASCII { return character }
        if let mapped = asciiLookAlikes[character] { return mapped }
        guard let scalar = character.unicodeScalars.first else { return "?" }
        switch scalar.value {
        case 0x2500...0x257F:
            // Box drawing: rules, their dashed forms, and everything that joins lines.
            if "─━═╌╍┄┅┈┉╴╶╸╺╼╾".unicodeScalars.contains(scalar) { return "-" }
            if "│┃║╎╏┆┇┊┋╵╷╹╻╽╿".unicodeScalars.contains(scalar) { return "|" }
            return "+"
        case 0x2580...0x259F: return scalar.value == 0x2591 ? "." : scalar.value == 0x2592 ? ":" : "#"
        default: return "?"
        }
    }

    private static let asciiLookAlikes: [Character: Character] = [
        "▶": ">", "►": ">", "▸": ">", "◀": "<", "◄": "<", "◂": "<", "▲": "^", "▴": "^", "▼": "v", "▾": "v",
        "◆": "*", "◇": "*", "●": "*", "•": "*", "○": "o", "◉": "@", "…": ".", "‹": "<", "›": ">", "«": "<",
        "»": ">", "✓": "+", "✔": "+", "✗": "x", "✘": "x", "⚠": "!", "‖": "|", "°": "o", "—": "-", "–": "-",
        "‘": "'", "’": "'", "“": "\"", "”": "\"", "×": "x", "→": ">", "←": "<", "↑": "^", "↓": "v", "·": ".",
        "█": "#", "░": ".", "▒": ":", "▓": "#",
    ]

    private mutating func setCell(_ index: Int, _ cell: Cell) {
        self[index % size.width, index / size.width] = cell
    }
}
