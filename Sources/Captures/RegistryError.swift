/// The registry could not be read or saved; the message says which file, what went wrong and what to do.
public struct RegistryError: Error, Hashable, Sendable, CustomStringConvertible {
    public var message: String

    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}
