import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An open file written line by line with plain `write(2)`, retried on `EINTR`.
final class FileOutput: Sendable {
    let descriptor: Int32
    /// The path as given, or "standard output" / "standard error", for messages.
    let name: String
    private let owned: Bool
    /// The `errno` of the first write that failed, if one has.
    private let firstFailure = Mutex<Int32?>(nil)

    static let standardError = FileOutput(descriptor: 2, name: "standard error", owned: false)
    static let standardOutput = FileOutput(descriptor: 1, name: "standard output", owned: false)

    private init(descriptor: Int32, name: String, owned: Bool) {
        self.descriptor = descriptor
        self.name = name
        self.owned = owned
    }

    /// Opens `path` for appending, creating it (mode 0644) if needed.
    init(appendingTo path: String) throws(UserFacingError) {
        let fd = open(path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0o644)
        guard fd >= 0 else {
            throw UserFacingError(
                message:
                    "cannot open \(path) for writing: \(String(cString: strerror(errno))); check the folder exists and is writable"
            )
        }
        descriptor = fd
        name = path
        owned = true
    }

    deinit {
        if owned { close(descriptor) }
    }

    /// Writes all of `text`; a failure is remembered (see `failure`) rather than thrown, so the log never takes
    /// the app down in the middle of a session.
    func write(_ text: String) {
        var bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let n = bytes.withUnsafeMutableBytes { buffer in
                Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
            }
            if n < 0 {
                if errno == EINTR { continue }
                let code = errno
                firstFailure.withLock { if $0 == nil { $0 = code } }
                return
            }
            offset += n
        }
    }

    /// Why the first failed write failed ("No space left on device"), or nil when every write succeeded.
    var failure: String? {
        firstFailure.withLock { $0 }.map { String(cString: strerror($0)) }
    }
}
