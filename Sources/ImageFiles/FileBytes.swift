#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads files in chunks with plain `read(2)`, retried on `EINTR`.
public enum FileBytes {
    /// Calls `body` with each chunk of the regular file at `path`, in order; at most `chunkSize` bytes each.
    public static func forEachChunk(
        of path: String, chunkSize: Int = 1 << 16, _ body: (UnsafeRawBufferPointer) -> Void
    ) throws(ImageFileError) {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw ImageFileError(path: path, message: "cannot open: \(SystemError.describe(errno))")
        }
        defer { close(descriptor) }
        // A device such as /dev/zero never ends; only regular files are read.
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
            throw ImageFileError(path: path, message: "not a regular file; give the path of a file")
        }
        var buffer = [UInt8](repeating: 0, count: chunkSize)
        while true {
            let count = buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress!, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw ImageFileError(path: path, message: "cannot read: \(SystemError.describe(errno))")
            }
            if count == 0 { return }
            buffer.withUnsafeBytes { body(UnsafeRawBufferPointer(rebasing: $0[0..<count])) }
        }
    }

    /// The whole file.
    public static func read(_ path: String) throws(ImageFileError) -> [UInt8] {
        var bytes: [UInt8] = []
        try forEachChunk(of: path) { bytes.append(contentsOf: $0) }
        return bytes
    }
}
