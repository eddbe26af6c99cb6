import SafeFiles

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
        let descriptor: Int32
        do {
            descriptor = try SafeFile.open(path)
        } catch {
            throw FileError(path: path, reason: error.message)
        }
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

    /// Lets the pages of a buffer from `map` that lie wholly before `offset` go (`MADV_DONTNEED`): they no
    /// longer count in the process's memory, and read again from the file if touched.
    static func release(_ buffer: UnsafeRawBufferPointer, before offset: Int) {
        guard let start = buffer.baseAddress else { return }
        let page = Int(sysconf(Int32(_SC_PAGESIZE)))
        let length = min(offset, buffer.count) / page * page
        if length > 0 { _ = madvise(UnsafeMutableRawPointer(mutating: start), length, MADV_DONTNEED) }
    }

    /// Creates `directory` and its missing parents (each new one 0700).
    static func makeDirectories(_ directory: String) throws(FileError) {
        do {
            try AtomicWriter.createFolders(directory)
        } catch {
            throw FileError(path: error.path, reason: error.message)
        }
    }

    /// Writes the bytes `produce` hands out to `path` through the one atomic writer: a new 0600 temporary
    /// file (`O_EXCL|O_NOFOLLOW`, so a planted file or link is never written through), flushed, renamed over
    /// `path`, folder flushed.
    static func writeAtomically(
        to path: String,
        producing produce: (_ output: (UnsafeRawBufferPointer) throws(SafeFileError) -> Void) throws(SafeFileError) ->
            Void
    ) throws(FileError) {
        do {
            try AtomicWriter.write(to: path, producing: produce)
        } catch {
            throw FileError(path: error.path, reason: error.message)
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
