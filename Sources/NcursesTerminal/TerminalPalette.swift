import ScreenRendering

/// Which colours the terminal offers, and the foreground each `CellStyle.ColorRole` gets in it.
///
/// Every role keeps the terminal's own background, so FaceNav sits on whatever theme the user chose;
/// emphasis comes from bold and reverse, which work without colour too.
enum TerminalPalette: Hashable, Sendable {
    /// No colour: the terminal has none, or `NO_COLOR` is set. Attributes still apply.
    case monochrome
    case eightColors
    case twoHundredFiftySixColors

    /// Chooses a palette from the terminal's colour count and the environment.
    ///
    /// `NO_COLOR` counts when present and non-empty, as https://no-color.org asks.
    static func choose(colorCount: Int, hasColors: Bool, environment: [String: String])
        -> TerminalPalette
    {
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .monochrome }
        guard hasColors else { return .monochrome }
        if colorCount >= 256 { return .twoHundredFiftySixColors }
        if colorCount >= 8 { return .eightColors }
        return .monochrome
    }

    /// The foreground colour number for a role, or nil for the terminal's default (pair 0).
    func foreground(for role: CellStyle.ColorRole) -> Int16? {
        switch self {
        case .monochrome:
            return nil
        case .eightColors:
            switch role {
            case .normal, .muted: return nil
            case .accent, .chrome: return 6  // cyan
            case .highlight: return 3  // yellow
            case .danger: return 1  // red
            case .success: return 2  // green
            }
        case .twoHundredFiftySixColors:
            switch role {
            case .normal: return nil
            case .accent: return 75  // light blue
            case .highlight: return 220  // gold
            case .muted: return 245  // mid grey
            case .danger: return 203  // light red, readable on dark and light backgrounds
            case .success: return 78  // green
            case .chrome: return 109  // grey-cyan
            }
        }
    }

    /// The colour pair number a role draws with: 0 for the default, otherwise 1 + the role's raw value.
    func pair(for role: CellStyle.ColorRole) -> Int16 {
        foreground(for: role) == nil ? 0 : Int16(role.rawValue) + 1
    }
}
