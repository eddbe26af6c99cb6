#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An open file written line by line with plain `write(2)`, retried on `EINTR`.
final class FileOutput: Sendable {
    let descriptor: Int32
    private let owned: Bool

    static let standardError = FileOutput(descriptor: 2, owned: false)
    static let standardOutput = FileOutput(descriptor: 1, owned: false)

    private init(descriptor: Int32, owned: Bool) {
        self.descriptor = descriptor
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
        owned = true
    }

    deinit {
        if owned { close(descriptor) }
    }

    /// Writes all of `text`; a failure is dropped (the log must never take the app down).
    func write(_ text: String) {
        var bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let n = bytes.withUnsafeMutableBytes { buffer in
                Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
            }
            if n < 0 {
                if errno == EINTR { continue }
                return
            }
            offset += n
        }
    }
}
