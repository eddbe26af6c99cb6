/// One raw read from ncurses `get_wch`, before it means anything to FaceNav.
enum TerminalKeyRead: Hashable, Sendable {
    /// A Unicode scalar value (`get_wch` returned `OK`).
    case character(UInt32)
    /// A curses key code such as `KEY_UP` (`get_wch` returned `KEY_CODE_YES`).
    case keyCode(Int32)
}
