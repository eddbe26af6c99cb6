/// A profile file that cannot be read or written, with a message fit to print.
///
/// Printed as `file:line:column: message` when the problem is at a place in the file (line and column from
/// 1), or `file: message` when it is about the file as a whole.
public struct ProfileError: Error, CustomStringConvertible, Hashable, Sendable {
    public var file: String
    public var line: Int?
    public var column: Int?
    public var message: String

    public init(file: String, line: Int? = nil, column: Int? = nil, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
    }

    public var description: String {
        guard let line, let column else { return "\(file): \(message)" }
        return "\(file):\(line):\(column): \(message)"
    }
}
