/// An error a user sees: one line that says what went wrong, where, and what to do.
public struct UserFacingError: Error, CustomStringConvertible {
    public var message: String
    public var exitCode: Int32 = 1

    public init(message: String, exitCode: Int32 = 1) {
        self.message = message
        self.exitCode = exitCode
    }

    public var description: String { message }
}
