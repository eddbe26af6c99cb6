import ArgumentParser
import SafeFiles

/// An error a user sees: one line that says what went wrong, where, and what to do.
struct UserFacingError: Error, CustomStringConvertible {
    var message: String
    var exitCode: Int32 = 1

    var description: String { message }

    /// Prints the message on standard error and exits with its code.
    func exit() -> Never {
        // Control characters from a file name or a file's text are written visibly; only the lines of a
        // several-diagnostic message stay separate lines.
        let lines = message.split(separator: "\n", omittingEmptySubsequences: false)
        FileOutput.standardError.write(
            "facenav: " + lines.map { PrintableText.escaped(String($0)) }.joined(separator: "\n") + "\n")
        FaceNav.exit(withError: ExitCode(exitCode))
    }
}
