import FaceNavCore

/// What the terminal reported, in FaceNav's words: a key, a mouse event, a new size, or nothing.
public enum TerminalInput: Hashable, Sendable {
    case character(Character)
    case up
    case down
    case left
    case right
    case enter
    case backspace
    case escape
    case tab
    case backTab
    case pageUp
    case pageDown
    case home
    case end
    case delete
    /// Function key F*n*, from 1.
    case function(Int)
    /// The primary button went down at a cell.
    case mouseClick(Point)
    /// The pointer moved to a cell, with or without a button held.
    case mouseMoved(Point)
    /// The terminal changed size; the next `present` redraws everything.
    case resize(Size)
    /// Nothing arrived within the poll time, or a signal interrupted the wait.
    case timeout
}
