#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reading files into memory maps and writing them atomically, with `errno` turned into messages at
/// the call.
enum MappedFile {
    /// A file's size and modification time, or nil when it does not exist.
    static func status(_ path: String) throws(FileError) -> ShapePredictorModel.SourceKey? {
        var info = stat()
        guard stat(path, &info) == 0 else {
            if errno == ENOENT || errno == ENOTDIR { return nil }
            throw FileError(path: path, reason: String(cString: strerror(errno)))
        }
        guard info.st_mode & S_IFMT == S_IFREG else { throw FileError(path: path, reason: "not a regular file") }
        return ShapePredictorModel.SourceKey(
            size: UInt64(info.st_size), modificationSeconds: Int64(info.st_mtim.tv_sec),
            modificationNanoseconds: Int64(info.st_mtim.tv_nsec))
    }

    /// Maps the whole file read-only; `munmap` it with `unmap`. An empty file gives an empty buffer.
    static func map(_ path: String) throws(FileError) -> UnsafeRawBufferPointer {
        let descriptor = retrying { open(path, O_RDONLY | O_CLOEXEC) }
        guard descriptor >= 0 else { throw FileError(path: path, reason: String(cString: strerror(errno))) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else {
            throw FileError(path: path, reason: String(cString: strerror(errno)))
        }
        let size = Int(info.st_size)
        guard size > 0 else { return UnsafeRawBufferPointer(start: nil, count: 0) }
        guard let address = mmap(nil, size, PROT_READ, MAP_PRIVATE, descriptor, 0), address != MAP_FAILED else {
            throw FileError(path: path, reason: String(cString: strerror(errno)))
        }
        return UnsafeRawBufferPointer(start: address, count: size)
    }

    /// Releases a buffer from `map`.
    static func unmap(_ buffer: UnsafeRawBufferPointer) {
        if let start = buffer.baseAddress { munmap(UnsafeMutableRawPointer(mutating: start), buffer.count) }
    }

    /// Creates `directory` and its parents as needed.
    static func makeDirectories(_ directory: String) throws(FileError) {
        var path = ""
        for component in directory.split(separator: "/", omittingEmptySubsequences: true) {
            path += "/" + component
            if mkdir(path, 0o755) != 0 && errno != EEXIST {
                throw FileError(path: path, reason: String(cString: strerror(errno)))
            }
        }
    }

    /// Writes `bytes` to `path` atomically: to a temporary file in the same folder, flushed, then renamed
    /// over `path`, so a reader sees the old file or the whole new one.
    static func writeAtomically(_ bytes: UnsafeRawBufferPointer, to path: String) throws(FileError) {
        let temporary = path + ".tmp-\(getpid())"
        let descriptor = retrying { open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644) }
        guard descriptor >= 0 else { throw FileError(path: temporary, reason: String(cString: strerror(errno))) }
        var written = 0
        while written < bytes.count {
            let result = write(descriptor, bytes.baseAddress! + written, bytes.count - written)
            if result < 0 && errno == EINTR { continue }
            guard result > 0 else {
                let reason = String(cString: strerror(errno))
                close(descriptor)
                unlink(temporary)
                throw FileError(path: temporary, reason: reason)
            }
            written += result
        }
        let synced = fsync(descriptor) == 0
        close(descriptor)
        guard synced, rename(temporary, path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw FileError(path: path, reason: reason)
        }
    }

    private static func retrying(_ call: () -> Int32) -> Int32 {
        while true {
            let result = call()
            if result >= 0 || errno != EINTR { return result }
        }
    }

    /// A file operation that failed, with the system's reason.
    struct FileError: Error, Equatable {
        var path: String
        var reason: String
    }
}
