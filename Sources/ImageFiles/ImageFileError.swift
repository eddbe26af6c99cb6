/// A picture or file could not be read or written; the message names the file, says what went wrong and
/// what to do, fit to print on one line.
public struct ImageFileError: Error, Hashable, Sendable, CustomStringConvertible {
    public var path: String
    public var message: String

    public init(path: String, message: String) {
        self.path = path
        self.message = message
    }

    public var description: String { "\(path): \(message)" }
}
