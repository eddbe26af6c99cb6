import CNcursesw
import Foundation

extension NcursesScreen {
    /// Checks, without drawing anything, that this process can run full screen.
    ///
    /// `initscr` would end the process when the terminal is unusable, so the checks come first: standard
    /// input and output must be TTYs, and `TERM` must name a terminfo entry that can address the cursor.
    /// - Returns: the value of `TERM`.
    @discardableResult
    public static func checkTerminal(
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws(TerminalUnavailable) -> String {
        guard isatty(STDIN_FILENO) == 1 else {
            throw TerminalUnavailable(reason: "standard input is not a TTY")
        }
        guard isatty(STDOUT_FILENO) == 1 else {
            throw TerminalUnavailable(reason: "standard output is not a TTY")
        }
        guard let term = environment["TERM"], !term.isEmpty else {
            throw TerminalUnavailable(reason: "the TERM environment variable is not set")
        }
        switch facenav_probe_terminal(term) {
        case 1:
            return term
        case 0:
            throw TerminalUnavailable(
                reason: "TERM=\(term) is unknown to terminfo or cannot move the cursor"
            )
        default:
            throw TerminalUnavailable(reason: "no terminfo database was found for TERM=\(term)")
        }
    }
}
