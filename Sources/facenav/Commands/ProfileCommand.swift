import ArgumentParser

/// `facenav profile`: the user's settings file.
struct ProfileCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "profile",
        abstract: "Work with the profile: gestures, cursor sensitivity, filter and voice settings.",
        subcommands: [ProfileInitCommand.self])
}
