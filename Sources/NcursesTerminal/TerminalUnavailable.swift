/// Why FaceNav cannot drive this terminal, as a message fit to print.
public struct TerminalUnavailable: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong, such as "standard input is not a TTY".
    public var reason: String

    public init(reason: String) {
        self.reason = reason
    }

    /// One line: what is wrong and what to do instead.
    public var description: String {
        "facenav run needs an interactive terminal: \(reason) (run it in a terminal window, "
            + "or replay a trace headless instead)"
    }
}
