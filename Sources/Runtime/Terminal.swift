import FaceNavCore
import ScreenRendering

/// Where a program shows its screen and reads keys and the mouse: ncurses live (`NcursesScreen`), or an
/// in-memory terminal in tests (`InMemoryTerminal` in FaceNavTestSupport), so whole sessions run in-process.
///
/// Used from the program loop only.
public protocol Terminal: AnyObject {
    /// The size in cells now.
    var size: Size { get }
    /// Shows a frame; a live terminal writes only the cells that changed since the last one.
    func present(_ buffer: ScreenBuffer)
    /// Waits up to `milliseconds` for the next key, mouse event or resize; nil when none came.
    func nextInput(timeout milliseconds: Int) -> ProgramInput?
    /// True once the process was asked to stop (a signal): the loop quits.
    var terminationRequested: Bool { get }
    /// Gives the terminal back as it was; safe to call twice.
    func restore()
}
