import ArgumentParser
import Inputs
import SceneFormat

/// `facenav profile init [--force] [PATH]`: writes a commented profile with every setting at its default.
struct ProfileInitCommand: UserFacingCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Write a commented profile: every setting at its default, with the values it may take.")

    @Argument(help: "Where to write it (default: $XDG_CONFIG_HOME/facenav/profile.yaml, else ~/.config/...).")
    var path: String?

    @Flag(name: .long, help: "Replace a profile that is already there.")
    var force = false

    func runOrThrow() throws(UserFacingError) {
        guard let path = path ?? ProfileFile.defaultPath() else {
            throw UserFacingError(
                message: "neither XDG_CONFIG_HOME nor HOME is set: give the profile's path", exitCode: 2)
        }
        do {
            try ProfileFile.writeTemplate(to: path, replacing: force)
        } catch {
            throw UserFacingError(message: "\(error)", exitCode: 2)
        }
        let use = path == ProfileFile.defaultPath() ? "facenav reads it from there" : "use it with --profile \(path)"
        FileOutput.standardOutput.write("wrote \(path): every setting at its default; edit it, \(use)\n")
    }
}
