import ArgumentParser

/// FaceNav: drive a terminal user interface with your face.
@main
struct FaceNav: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "facenav",
        abstract: "Drive a terminal user interface hands-free: head pose moves the cursor, gestures press.",
        subcommands: [
            RunCommand.self, PlayCommand.self, TrackCommand.self, DetectCommand.self, DevicesCommand.self,
            ListenCommand.self, CheckCommand.self,
            ProfileCommand.self,
            RegistryCommand.self,
        ],
        defaultSubcommand: RunCommand.self
    )

    /// Parses the command line and runs the command. A command line that cannot be parsed (an unknown
    /// option, a value that is not allowed) is one line on standard error, `facenav: ...`, with exit status
    /// 64, like every other error of ours; `--help` and `--version` print as ArgumentParser makes them.
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            let line = CommandLineMessage.oneLine(message(for: error))
            guard exitCode(for: error) == .validationFailure, !line.isEmpty else { exit(withError: error) }
            FileOutput.standardError.write("facenav: \(line)\n")
            exit(withError: ExitCode.validationFailure)
        }
    }
}
