import SafeFiles
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An open file written line by line with plain `write(2)`, retried on `EINTR` (`AtomicWriter.writeAll`).
public final class FileOutput: Sendable {
    public let descriptor: Int32
    /// The path as given, or "standard output" / "standard error", for messages.
    public let name: String
    private let owned: Bool
    /// The `errno` of the first write that failed, if one has.
    private let firstFailure = Mutex<Int32?>(nil)

    public static let standardError = FileOutput(descriptor: 2, name: "standard error", owned: false)
    public static let standardOutput = FileOutput(descriptor: 1, name: "standard output", owned: false)

    private init(descriptor: Int32, name: String, owned: Bool) {
        self.descriptor = descriptor
        self.name = name
        self.owned = owned
    }

    /// Opens `path` for appending: created 0600 (it holds every face frame and heard word) in a folder made
    /// 0700 when missing, never through a symbolic link, never a FIFO or a device (see `AppendFile`).
    public init(appendingTo path: String) throws(UserFacingError) {
        do {
            descriptor = try AppendFile.open(path)
        } catch {
            throw UserFacingError(message: "\(error)")
        }
        name = path
        owned = true
    }

    deinit {
        if owned { close(descriptor) }
    }

    /// Writes all of `text`; a failure is remembered (see `failure`) rather than thrown, so the log never takes
    /// the app down in the middle of a session.
    public func write(_ text: String) {
        guard let code = AtomicWriter.writeAll(Array(text.utf8), to: descriptor) else { return }
        firstFailure.withLock { if $0 == nil { $0 = code } }
        if descriptor == 1, !owned { Self.standardOutputFailed(code) }
    }

    /// Standard output is gone (a closed pipe: EPIPE) or full (`/dev/full`: ENOSPC): what was printed is cut
    /// short, so say so in one line and exit 1 rather than carry on printing nowhere or exit 0.
    private static func standardOutputFailed(_ code: Int32) -> Never {
        standardError.write("facenav: cannot write to standard output: \(String(cString: strerror(code)))\n")
        Glibc.exit(1)
    }

    /// Why the first failed write failed ("No space left on device"), or nil when every write succeeded.
    public var failure: String? {
        firstFailure.withLock { $0 }.map { String(cString: strerror($0)) }
    }
}
