/// The line characters of a box border.
public struct BoxStyle: Hashable, Sendable {
    public var topLeft: Character, top: Character, topRight: Character
    public var side: Character
    public var bottomLeft: Character, bottom: Character, bottomRight: Character

    public static let light = BoxStyle(
        topLeft: "┌", top: "─", topRight: "┐", side: "│", bottomLeft: "└", bottom: "─", bottomRight: "┘")
    public static let heavy = BoxStyle(
        topLeft: "┏", top: "━", topRight: "┓", side: "┃", bottomLeft: "┗", bottom: "━", bottomRight: "┛")
    public static let double = BoxStyle(
        topLeft: "╔", top: "═", topRight: "╗", side: "║", bottomLeft: "╚", bottom: "═", bottomRight: "╝")
    public static let dashed = BoxStyle(
        topLeft: "┌", top: "╌", topRight: "┐", side: "╎", bottomLeft: "└", bottom: "╌", bottomRight: "┘")
}
