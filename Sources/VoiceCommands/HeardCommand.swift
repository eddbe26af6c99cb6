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

    /// The action on FaceNav's one stream, like a key or a gesture: logged with source `voice:WORD`.
    public var action: Action { .command(command, source: .voice(word: word)) }
}
