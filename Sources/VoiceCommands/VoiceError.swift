/// A voice problem a user sees: one line saying what is wrong, where, and what to do.
public struct VoiceError: Error, Hashable, Sendable, CustomStringConvertible {
    public var message: String

    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}
