import Inputs

extension UserFacingError {
    /// The error for files that did not load: one diagnostic is its own one line (`file:line:column: what`);
    /// several are one a line, then where to see them all.
    ///
    /// - Parameters:
    ///   - diagnostics: each problem, `file:line:column: what`.
    ///   - folder: the folder loaded, named when there is no diagnostic and in the `check` hint.
    ///   - kind: what the files are, for the messages ("scene", "level").
    public static func unloadable(_ diagnostics: [String], folder: String, kind: String) -> UserFacingError {
        let message: String
        switch diagnostics.count {
        case 0: message = "cannot load the \(kind) files in \(folder)"
        case 1: message = diagnostics[0]
        default:
            message =
                diagnostics.joined(separator: "\n")
                + "\nfix the \(kind) files above (`facenav check \(folder)` lists them)"
        }
        return UserFacingError(message: message, exitCode: 2)
    }
}
