import ArgumentParser

/// An error a user sees: one line that says what went wrong, where, and what to do.
struct UserFacingError: Error, CustomStringConvertible {
    var message: String
    var exitCode: Int32 = 1

    var description: String { message }

    /// Prints the message on standard error and exits with its code.
    func exit() -> Never {
        FileOutput.standardError.write("facenav: \(message)\n")
        FaceNav.exit(withError: ExitCode(exitCode))
    }
}
