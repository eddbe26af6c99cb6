#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A file could not be opened, read or written safely; the message names the file, says what went wrong and
/// what to do, fit to print on one line. It never quotes the file's contents.
public struct SafeFileError: Error, Hashable, Sendable, CustomStringConvertible {
    public var path: String
    public var message: String

    public init(path: String, message: String) {
        self.path = path
        self.message = message
    }

    public var description: String { "\(PrintableText.escaped(path)): \(message)" }

    /// `errno` in words, with advice for the failures a user can fix (a full disk, a read-only folder).
    public static func describe(_ code: Int32) -> String {
        let text = String(cString: strerror(code))
        switch code {
        case ENOSPC, EDQUOT: return "\(text): the disk is full; free some space and try again"
        case EFBIG: return "\(text): the file would pass the size limit; free space or raise the limit and try again"
        case EROFS: return "\(text): the folder is on a read-only disk; choose another folder"
        case EACCES, EPERM: return "\(text): check the permissions"
        default: return text
        }
    }
}
