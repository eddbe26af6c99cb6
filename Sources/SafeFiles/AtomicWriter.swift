#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The one way FaceNav writes a whole file: a reader sees the old file or the new one, never half of one,
/// and nothing but a regular file is ever replaced.
///
/// The bytes go to a new temporary file in the target's folder, created with `O_CREAT|O_EXCL|O_NOFOLLOW` and
/// mode 0600 (so a planted file or symbolic link is never opened), are flushed (`fsync`), given their final
/// mode and renamed over the target; the folder is flushed too so the rename survives a power cut. A
/// failure at any step removes the temporary file and throws: the old file is left as it was. Missing
/// folders are created 0700.
public enum AtomicWriter {
    /// Writes `bytes` to `path`.
    ///
    /// - Parameters:
    ///   - permissions: the file's mode, whatever the umask (0600: only its owner reads it).
    ///   - replacing: false refuses an existing file and leaves it untouched (captures never overwrite).
    ///   - creatingFolders: creates missing folders (mode 0700).
    public static func write(
        _ bytes: [UInt8], to path: String, permissions: mode_t = 0o600, replacing: Bool = true,
        creatingFolders: Bool = true
    ) throws(SafeFileError) {
        try write(to: path, permissions: permissions, replacing: replacing, creatingFolders: creatingFolders) {
            (output) throws(SafeFileError) in
            var failure: SafeFileError?
            bytes.withUnsafeBytes { buffer in
                do throws(SafeFileError) { try output(buffer) } catch { failure = error }
            }
            if let failure { throw failure }
        }
    }

    /// Writes the bytes `produce` hands to its `output`, in order, to `path`, as
    /// ``write(_:to:permissions:replacing:creatingFolders:)`` does, with no whole copy of the file in memory:
    /// a large file made of parts (a parsed model's arrays) is written part by part.
    public static func write(
        to path: String, permissions: mode_t = 0o600, replacing: Bool = true, creatingFolders: Bool = true,
        producing produce: (_ output: (UnsafeRawBufferPointer) throws(SafeFileError) -> Void) throws(SafeFileError) ->
            Void
    ) throws(SafeFileError) {
        let folder = folder(of: path)
        if creatingFolders { try createFolders(folder, for: path) }
        if let kind = SafeFile.kind(at: path) {
            guard kind == S_IFREG else {
                throw SafeFileError(
                    path: path,
                    message:
                        "is \(SafeFile.describe(kind: kind)), not a regular file; FaceNav replaces only regular files, so move it away or choose another path"
                )
            }
            guard replacing else { throw SafeFileError(path: path, message: "already exists; it was left untouched") }
        }
        let (descriptor, temporary) = try createTemporary(in: folder, for: path)
        var finished = false
        defer { if !finished { unlink(temporary) } }
        do {
            defer { close(descriptor) }
            try produce { (bytes) throws(SafeFileError) in try writeAll(bytes, to: descriptor, path: path) }
            guard fchmod(descriptor, permissions) == 0 else { throw failure(path, "cannot set its permissions", errno) }
            guard fsync(descriptor) == 0 else { throw failure(path, "cannot flush to disk", errno) }
        }
        if replacing {
            guard rename(temporary, path) == 0 else { throw failure(path, "cannot save", errno) }
        } else {
            // link(2) refuses an existing destination, so a file made meanwhile is never replaced.
            guard link(temporary, path) == 0 else { throw failure(path, "cannot save", errno) }
            unlink(temporary)
        }
        finished = true
        syncFolder(folder)
    }

    /// Writes `text` as UTF-8 to `path` (see ``write(_:to:permissions:replacing:creatingFolders:)``).
    public static func write(_ text: String, to path: String, permissions: mode_t = 0o600) throws(SafeFileError) {
        try write(Array(text.utf8), to: path, permissions: permissions)
    }

    /// Creates `folder` and its missing parents, each new one mode 0700 whatever the umask. An existing folder
    /// is left as it is; something else in the way is an error naming it.
    public static func createFolders(_ folder: String, for path: String? = nil) throws(SafeFileError) {
        var current = folder.hasPrefix("/") ? "" : "."
        for component in folder.split(separator: "/") {
            current += "/" + component
            if mkdir(current, 0o700) == 0 {
                chmod(current, 0o700)
                continue
            }
            let code = errno
            guard code == EEXIST else {
                throw failure(path ?? folder, "cannot create the folder \(PrintableText.escaped(current))", code)
            }
            var status = stat()
            guard stat(current, &status) == 0, status.st_mode & S_IFMT == S_IFDIR else {
                throw SafeFileError(
                    path: path ?? folder,
                    message:
                        "cannot create the folder \(PrintableText.escaped(folder)): \(PrintableText.escaped(current)) is not a folder"
                )
            }
        }
    }

    /// The folder part of `path`: `.` for a bare name, `/` for a file at the root.
    public static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    static func name(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }

    private static func createTemporary(in folder: String, for path: String) throws(SafeFileError) -> (Int32, String) {
        for _ in 0..<100 {
            let suffix = String(UInt64.random(in: 0...UInt64.max), radix: 36)
            let temporary = "\(folder)/.\(name(of: path)).\(suffix).tmp"
            let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
            if descriptor >= 0 { return (descriptor, temporary) }
            if errno == EEXIST || errno == EINTR { continue }
            throw failure(path, "cannot create a file in \(PrintableText.escaped(folder))", errno)
        }
        throw SafeFileError(path: path, message: "cannot create a temporary file in \(PrintableText.escaped(folder))")
    }

    static func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32, path: String) throws(SafeFileError) {
        if let code = writeAll(bytes, to: descriptor) { throw failure(path, "cannot write", code) }
    }

    /// Writes all of `bytes` to an open descriptor with plain `write(2)`, on after a short write and
    /// retried on `EINTR`: the one write loop, for the atomic writer and the event log alike.
    ///
    /// - Returns: the `errno` of the write that failed, or nil when every byte was written.
    public static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Int32? {
        bytes.withUnsafeBytes { writeAll($0, to: descriptor) }
    }

    /// The same loop over raw bytes, for streamed pieces.
    public static func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> Int32? {
        guard let base = bytes.baseAddress else { return nil }
        var offset = 0
        while offset < bytes.count {
            let written = Glibc.write(descriptor, base + offset, bytes.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                return errno
            }
            offset += written
        }
        return nil
    }

    static func syncFolder(_ folder: String) {
        let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        _ = fsync(descriptor)
        close(descriptor)
    }

    static func failure(_ path: String, _ what: String, _ code: Int32) -> SafeFileError {
        SafeFileError(path: path, message: "\(what): \(SafeFileError.describe(code))")
    }
}
