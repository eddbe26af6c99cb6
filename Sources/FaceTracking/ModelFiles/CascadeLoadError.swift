/// Why a cascade file could not be used, in one line fit to show a user: which file, what is wrong, and
/// what to do.
public struct CascadeLoadError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file the message is about.
    public var path: String
    public var message: String

    public init(path: String, message: String) {
        self.path = path
        self.message = message
    }

    public var description: String { "\(path): \(message)" }
}
