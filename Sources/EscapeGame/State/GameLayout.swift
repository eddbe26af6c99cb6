import FaceNavCore

/// Where the game's screen keeps its rows, as far as the rules need it: the area a rotor level places its
/// clues and door in depends on the terminal's size. The drawing itself is the game feature's
/// (`GameScreenRenderer` in Features), which uses the same rows.
public enum GameLayout {
    /// Rows above the content: the title and a rule.
    public static let top = 2
    /// Rows below the content: the rotor line and the status line.
    public static let bottom = 2
    /// Rows a rotor level keeps above its placed elements for the story, and below for the buttons.
    public static let storyRows = 4
    public static let buttonRows = 2

    /// The area the clues and the door of rotor levels are placed in, for a terminal of `size`.
    public static func playArea(for size: Size) -> Size {
        Size(width: max(10, size.width - 2), height: max(4, size.height - top - bottom - storyRows - buttonRows))
    }
}
