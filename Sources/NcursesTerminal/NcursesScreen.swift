import CNcursesw
import FaceNavCore
import Foundation
import ScreenRendering

/// The live terminal: draws `ScreenBuffer` diffs with ncurses and reads keys and mouse events.
///
/// Every ncurses call in FaceNav goes through one `NcursesScreen`. It is a non-`Sendable` final class,
/// so Swift 6 keeps it in the isolation domain that created it: make it in the run loop, call it only
/// from there, and ncurses is never touched from two threads. Only `terminationRequested` and
/// `checkTerminal` are static, and neither touches the screen.
///
/// The terminal is put back by `restore()`, by `deinit`, by `exit()`, and by signal handlers:
/// - SIGINT, SIGTERM, SIGHUP (and SIGQUIT, SIGUSR1, SIGUSR2, SIGALRM) set a flag (`terminationRequested`) for the run loop to poll between
///   inputs, then quit and call `restore()`. A second such signal restores the terminal and ends the
///   process at once, so a stuck loop can still be stopped with a second Ctrl-C.
/// - SIGSEGV, SIGABRT, SIGBUS, SIGFPE, SIGILL (crashes, including Swift traps) restore the terminal,
///   run the handler installed before (Swift's backtrace still prints, now legibly on the normal
///   screen), then end the process by the signal's default action.
/// - `exit()` restores through an `atexit` hook. SIGTSTP (Ctrl-Z) and SIGWINCH stay with ncurses.
///
/// Mouse motion is reported with xterm any-event tracking (`ESC[?1003h`), sent only when ncurses says
/// the terminal has a mouse, and switched off again on every restore path. Terminals that ignore it
/// simply report clicks only.
public final class NcursesScreen {
    let cursesWindow: UnsafeMutablePointer<WINDOW>
    let colorPalette: TerminalPalette
    /// The last buffer `present` drew; the next frame is diffed against it.
    var lastPresentedBuffer: ScreenBuffer?
    /// Set by a resize: ncurses' idea of the screen no longer matches `lastPresentedBuffer`.
    var needsFullRedrawOnNextPresent = true
    /// The colour pairs made so far for the camera picture's colours.
    var picturePairs = PicturePairs()
    private var cursorVisible: Bool?
    private(set) var restored = false

    /// Opens the terminal in full-screen mode.
    ///
    /// - Parameters:
    ///   - environment: where `TERM` and `NO_COLOR` are read; the process environment by default.
    ///   - mouseMotion: whether to ask for pointer motion as well as clicks.
    /// - Throws: `TerminalUnavailable` when standard input or output is not a terminal, or `TERM` is
    ///   unset or unknown. Nothing has been written to the terminal then.
    public init(
        environment: [String: String] = ProcessInfo.processInfo.environment,
        mouseMotion: Bool = true
    ) throws(TerminalUnavailable) {
        let term = try Self.checkTerminal(environment: environment)
        setlocale(LC_ALL, "")
        guard facenav_newterm(term) != nil, let window = facenav_stdscr() else {
            throw TerminalUnavailable(reason: "ncurses could not open TERM=\(term)")
        }
        cursesWindow = window
        facenav_mark_curses_active()
        facenav_install_restore_handlers()

        cbreak()
        noecho()
        nonl()
        intrflush(window, false)
        keypad(window, true)
        set_escdelay(25)

        // Presses arrive at once instead of waiting up to 1/6 s to be merged into clicks.
        mouseinterval(0)
        let wanted = facenav_all_mouse_events() | (mouseMotion ? facenav_report_mouse_position() : 0)
        let granted = mousemask(wanted, nil)
        if mouseMotion, granted & facenav_report_mouse_position() != 0, has_mouse() {
            facenav_enable_mouse_motion()
        }

        // COLORS is only known after start_color, and under NO_COLOR colour is never started at all.
        var palette = TerminalPalette.choose(
            colorCount: 256, hasColors: has_colors(), environment: environment)
        if palette != .monochrome {
            start_color()
            palette = TerminalPalette.choose(
                colorCount: Int(facenav_colors()),
                hasColors: true,
                environment: environment
            )
        }
        colorPalette = palette
        if palette != .monochrome {
            let background: Int16 = use_default_colors() == facenav_ok() ? -1 : Int16(COLOR_BLACK)
            for role in CellStyle.ColorRole.allCases {
                guard let foreground = palette.foreground(for: role) else { continue }
                let pair = palette.pair(for: role)
                if Int32(pair) < facenav_color_pairs() { init_pair(pair, foreground, background) }
            }
        }
        setCursorVisible(false)
    }

    deinit {
        restore()
    }

    /// The terminal's size in cells, as ncurses last measured it; zero-sized when the window is.
    public var size: Size {
        Size(width: max(0, Int(facenav_columns())), height: max(0, Int(facenav_lines())))
    }

    /// True once SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGUSR1, SIGUSR2 or SIGALRM arrived: the run loop should finish and call `restore()`.
    public static var terminationRequested: Bool { facenav_termination_requested() != 0 }

    /// The signal behind `terminationRequested`, for an exit status of 128 + signal, or nil.
    public static var terminationSignal: Int32? {
        let signal = facenav_termination_requested()
        return signal == 0 ? nil : signal
    }

    /// Leaves full-screen mode: mouse motion reporting off, `endwin`. Safe to call more than once;
    /// afterwards `present` does nothing and `nextInput` returns `.timeout` at once.
    public func restore() {
        guard !restored else { return }
        restored = true
        facenav_restore_terminal()
    }

    /// Shows or hides the hardware cursor, calling `curs_set` only on a change.
    func setCursorVisible(_ visible: Bool) {
        guard cursorVisible != visible else { return }
        cursorVisible = visible
        curs_set(visible ? 1 : 0)
    }
}
