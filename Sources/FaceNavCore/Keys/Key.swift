/// A key press, in FaceNav's words; the terminal adapter translates its codes into these.
public enum Key: Hashable, Sendable {
    case up, down, left, right
    case enter, backspace, escape, tab, backTab, pageUp, pageDown
    case character(Character)
}
