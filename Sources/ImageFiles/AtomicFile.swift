#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes whole files so that a reader sees the old file or the new one, never half of one.
///
/// The bytes go to a temporary file in the same folder, are flushed to the disk (`fsync`), and only then
/// renamed over the destination; the folder is flushed too so the rename survives a power cut. A failure at
/// any step (a full disk, a read-only folder) removes the temporary file and throws: nothing half-written
/// is left behind.
public enum AtomicFile {
    /// Writes `bytes` to `path`, replacing any file there unless `replacing` is false (then an existing
    /// file is an error and is left untouched). Creates missing folders when `creatingFolders`. The file
    /// gets `permissions` (0600 keeps a file with secrets, such as upload tokens, to its owner).
    public static func write(
        _ bytes: [UInt8], to path: String, replacing: Bool = true, creatingFolders: Bool = true,
        permissions: mode_t = 0o644
    ) throws(ImageFileError) {
        let folder = folder(of: path)
        if creatingFolders { try createFolders(folder, for: path) }
        var template = Array("\(folder)/.\(name(of: path)).XXXXXX".utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { throw failure(path, "cannot create a file in \(folder)", errno) }
        let temporary = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var finished = false
        defer {
            if !finished { unlink(temporary) }
        }
        do {
            defer { close(descriptor) }
            try writeAll(bytes, to: descriptor, path: path)
            guard fsync(descriptor) == 0 else { throw failure(path, "cannot flush to disk", errno) }
            fchmod(descriptor, permissions)
        }
        if replacing {
            guard rename(temporary, path) == 0 else { throw failure(path, "cannot save", errno) }
        } else {
            // link(2) refuses an existing destination, so a file already there is never replaced.
            guard link(temporary, path) == 0 else { throw failure(path, "cannot save", errno) }
            unlink(temporary)
        }
        finished = true
        let folderDescriptor = open(folder, O_RDONLY | O_DIRECTORY)
        if folderDescriptor >= 0 {
            fsync(folderDescriptor)
            close(folderDescriptor)
        }
    }

    /// Creates `folder` and its missing parents (mode 0755).
    public static func createFolders(_ folder: String, for path: String? = nil) throws(ImageFileError) {
        var current = folder.hasPrefix("/") ? "" : "."
        for component in folder.split(separator: "/") {
            current += "/" + component
            if mkdir(current, 0o755) != 0, errno != EEXIST {
                throw failure(path ?? folder, "cannot create the folder \(current)", errno)
            }
        }
    }

    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32, path: String) throws(ImageFileError) {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { buffer in
                Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
            }
            if written < 0 {
                if errno == EINTR { continue }
                throw failure(path, "cannot write", errno)
            }
            offset += written
        }
    }

    private static func failure(_ path: String, _ what: String, _ code: Int32) -> ImageFileError {
        ImageFileError(path: path, message: "\(what): \(SystemError.describe(code))")
    }

    /// The folder part of `path`: `.` for a bare name, `/` for a file at the root.
    static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    static func name(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }
}
