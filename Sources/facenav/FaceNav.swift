import ArgumentParser
import Inputs
import SafeFiles

#if canImport(Glibc)
    import Glibc
#endif

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
        // A closed pipe on standard output makes write(2) fail with EPIPE, reported in one line by
        // `FileOutput`, instead of killing the program silently.
        signal(SIGPIPE, SIG_IGN)
        do {
            var command = try parseAsRoot(joiningNegativeNumbers(Array(CommandLine.arguments.dropFirst())))
            try command.run()
        } catch {
            let line = CommandLineMessage.oneLine(message(for: error))
            guard exitCode(for: error) == .validationFailure, !line.isEmpty else { exit(withError: error) }
            FileOutput.standardError.write("facenav: \(PrintableText.escaped(line))\n")
            exit(withError: ExitCode.validationFailure)
        }
    }

    /// `--min-size -1` (or `--box -5,0,10,10`) as `--min-size=-1`: ArgumentParser takes `-1` for an option of its own and says
    /// "Missing value", where the option's own check says what the number must be.
    static func joiningNegativeNumbers(_ arguments: [String]) -> [String] {
        var result: [String] = []
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            if argument == "--" {
                result += arguments[index...]
                break
            }
            if argument.hasPrefix("--"), !argument.contains("="), index + 1 < arguments.count,
                isNegativeNumber(arguments[index + 1])
            {
                result.append(argument + "=" + arguments[index + 1])
                index += 2
                continue
            }
            result.append(argument)
            index += 1
        }
        return result
    }

    private static func isNegativeNumber(_ text: String) -> Bool {
        text.count > 1 && text.hasPrefix("-")
            && (Double(text) != nil || text.dropFirst().first.map { $0.isASCII && $0.isNumber } == true)
    }
}
