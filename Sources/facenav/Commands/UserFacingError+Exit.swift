import ArgumentParser
import Inputs
import SafeFiles

extension UserFacingError {
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
