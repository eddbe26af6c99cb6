/// How a cell is drawn. Every meaningful style has a non-colour cue (bold, reverse, underline), so
/// nothing depends on colour alone and `NO_COLOR` loses no information.
public struct CellStyle: Hashable, Sendable {
    public var bold: Bool
    public var reverse: Bool
    public var underline: Bool
    public var dim: Bool
    /// A semantic colour role the terminal maps to its palette, or ignores under `NO_COLOR`.
    public var role: ColorRole
    /// Picture colours (the camera preview), drawn only on terminals with 256 or more colours; they
    /// override `role`. Nothing may depend on them: under `NO_COLOR` they are dropped.
    public var foreground: RGBColor?
    public var background: RGBColor?

    public init(
        bold: Bool = false, reverse: Bool = false, underline: Bool = false, dim: Bool = false,
        role: ColorRole = .normal,
        foreground: RGBColor? = nil, background: RGBColor? = nil
    ) {
        self.bold = bold
        self.reverse = reverse
        self.underline = underline
        self.dim = dim
        self.role = role
        self.foreground = foreground
        self.background = background
    }

    public static let plain = CellStyle()

    /// Colour roles: what a cell means, not which colour it is.
    public enum ColorRole: UInt8, Hashable, Sendable, CaseIterable {
        case normal
        case accent
        case highlight
        case muted
        case danger
        case success
        case chrome
    }
}
