import FaceNavCore

/// A command word accepted by `VoiceCommandFilter`: what was said, what it asks, and when it ended.
public struct HeardCommand: Hashable, Sendable {
    public var word: String
    public var command: Command
    /// When the word ended, in seconds on the audio stream's clock: the moment it can be acted on.
    public var time: Double

    public init(word: String, command: Command, time: Double) {
        self.word = word
        self.command = command
        self.time = time
    }
}
