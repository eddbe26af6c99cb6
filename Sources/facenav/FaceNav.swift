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
}
