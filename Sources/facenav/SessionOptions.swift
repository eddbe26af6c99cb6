import ArgumentParser
import FaceNavCore

/// The options `run` and `play` share: a recorded face to replay, where events go, which profile.
struct SessionOptions: ParsableArguments {
    @Option(name: .long, help: "Replay a recorded face trace (JSON lines) through the gesture recognisers.")
    var trace: String?

    @Flag(name: .long, help: "Replay the trace as fast as possible instead of in real time.")
    var fast = false

    @Option(
        name: .long,
        help: "Append every gesture, command, navigation, announcement and game step to this JSON-lines file.")
    var events: String?

    @Flag(name: .long, help: "Run without a terminal: replay the input, then print the final screen as text.")
    var headless = false

    @Option(name: .long, help: "A profile YAML file (default: $XDG_CONFIG_HOME/facenav/profile.yaml if it exists).")
    var profile: String?

    /// The profile at `--profile`, else the XDG default when it exists, else the defaults.
    func loadProfile() throws(UserFacingError) -> Profile { try ProfileLoading.load(profile) }
}
