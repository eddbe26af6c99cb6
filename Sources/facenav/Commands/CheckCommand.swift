import ArgumentParser
import Inputs
import SceneFormat

/// `facenav check PATH...`: validates scene files; one `file:line:column: message` line per problem.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Validate scene files and app folders; exit status 2 when any has an error.")

    @Argument(help: "Scene files, app folders, or folders to search.")
    var paths: [String] = ["Scenes"]

    func run() throws {
        let diagnostics = SceneChecker.check(paths: paths)
        for diagnostic in diagnostics { FileOutput.standardError.write(diagnostic.description + "\n") }
        if !diagnostics.isEmpty {
            FileOutput.standardError.write("\(diagnostics.count) error\(diagnostics.count == 1 ? "" : "s") found\n")
            throw ExitCode(2)
        }
        FileOutput.standardOutput.write("ok: \(paths.joined(separator: " "))\n")
    }
}
