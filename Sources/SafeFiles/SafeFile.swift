#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Opens and reads files a user or a scene names without blocking, following links out, or reading forever.
///
/// Every open is `O_NONBLOCK` (a FIFO with no writer would otherwise block forever), then `fstat` refuses
/// anything that is not a regular file (a FIFO, a folder, a device such as `/dev/zero`) with a message that
/// says what it is, and only then is `O_NONBLOCK` cleared. Reads stop at a size limit, so `/proc` files
/// and huge files are refused instead of filling memory.
public enum SafeFile {
    /// What an open does with a symbolic link in the last part of the path.
    public enum Links: Sendable {
        /// Refuse it (`O_NOFOLLOW`): for files inside a scene, deck or game folder and for every write.
        case refuse
        /// Follow it: for a path the user typed on the command line, which the user chose on purpose.
        case follow
    }

    /// The largest file read whole unless a caller says otherwise: 64 MiB.
    public static let defaultLimit = 64 << 20

    /// A read-only descriptor for the regular file at `path`, in blocking mode; close it when done.
    public static func open(_ path: String, links: Links = .follow) throws(SafeFileError) -> Int32 {
        var flags = O_RDONLY | O_NONBLOCK | O_CLOEXEC
        if links == .refuse { flags |= O_NOFOLLOW }
        var descriptor: Int32
        repeat { descriptor = Glibc.open(path, flags) } while descriptor < 0 && errno == EINTR
        guard descriptor >= 0 else { throw openFailure(path, errno, links: links) }
        do {
            try requireRegular(descriptor, path: path)
        } catch {
            close(descriptor)
            throw error
        }
        let current = fcntl(descriptor, F_GETFL)
        _ = fcntl(descriptor, F_SETFL, current & ~O_NONBLOCK)
        return descriptor
    }

    /// The whole regular file at `path`, refused past `limit` bytes.
    public static func read(_ path: String, limit: Int = defaultLimit, links: Links = .follow) throws(SafeFileError)
        -> [UInt8]
    {
        let descriptor = try open(path, links: links)
        defer { close(descriptor) }
        var status = stat()
        _ = fstat(descriptor, &status)
        if Int(status.st_size) > limit { throw tooLarge(path, limit) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(max(0, Int(status.st_size)))
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress!, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw SafeFileError(path: path, message: "cannot be read: \(SafeFileError.describe(errno))")
            }
            if count == 0 { return bytes }
            // A file that grows while read (or a /proc file whose size says 0) stops at the limit too.
            if bytes.count + count > limit { throw tooLarge(path, limit) }
            bytes.append(contentsOf: buffer[0..<count])
        }
    }

    /// The regular file at `path` as UTF-8 text, refused past `limit` bytes or when it is not UTF-8.
    public static func readText(_ path: String, limit: Int = defaultLimit, links: Links = .follow)
        throws(SafeFileError) -> String
    {
        let bytes = try read(path, limit: limit, links: links)
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw SafeFileError(path: path, message: "is not UTF-8 text; save it as UTF-8")
        }
        return text
    }

    /// Calls `body` with each chunk of the regular file at `path`, in order, at most `chunkSize` bytes each:
    /// for files of any size, such as photos being hashed.
    public static func forEachChunk(
        of path: String, chunkSize: Int = 1 << 16, links: Links = .follow, _ body: (UnsafeRawBufferPointer) -> Void
    ) throws(SafeFileError) {
        let descriptor = try open(path, links: links)
        defer { close(descriptor) }
        var buffer = [UInt8](repeating: 0, count: chunkSize)
        while true {
            let count = buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress!, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw SafeFileError(path: path, message: "cannot be read: \(SafeFileError.describe(errno))")
            }
            if count == 0 { return }
            buffer.withUnsafeBytes { body(UnsafeRawBufferPointer(rebasing: $0[0..<count])) }
        }
    }

    /// Throws unless `descriptor` is a regular file, naming what it is instead.
    public static func requireRegular(_ descriptor: Int32, path: String) throws(SafeFileError) {
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            throw SafeFileError(path: path, message: "cannot be read: \(SafeFileError.describe(errno))")
        }
        let kind = status.st_mode & S_IFMT
        guard kind == S_IFREG else {
            throw SafeFileError(path: path, message: "is \(describe(kind: kind)), not a regular file")
        }
    }

    /// What a file type is, in words: "a folder", "a FIFO (named pipe)".
    public static func describe(kind: mode_t) -> String {
        switch kind {
        case S_IFDIR: return "a folder"
        case S_IFIFO: return "a FIFO (named pipe)"
        case S_IFCHR: return "a character device"
        case S_IFBLK: return "a block device"
        case S_IFSOCK: return "a socket"
        case S_IFLNK: return "a symbolic link"
        default: return "not a regular file"
        }
    }

    /// The type of what is at `path` (not following a last symbolic link), or nil when nothing is there.
    public static func kind(at path: String) -> mode_t? {
        var status = stat()
        guard lstat(path, &status) == 0 else { return nil }
        return status.st_mode & S_IFMT
    }

    /// The canonical absolute path (every link and `..` resolved), or nil when it does not exist.
    public static func resolved(_ path: String) -> String? {
        guard let pointer = realpath(path.isEmpty ? "." : path, nil) else { return nil }
        defer { free(pointer) }
        return String(cString: pointer)
    }

    /// True when `path`, with every link and `..` resolved, lies inside `folder` (also resolved): a scene, deck
    /// or game names only files in its own folder. A path that does not exist is judged by its folder.
    public static func isInside(_ path: String, folder: String) -> Bool {
        guard let root = resolved(folder) else { return false }
        let target: String
        if let full = resolved(path) {
            target = full
        } else {
            let slash = path.lastIndex(of: "/")
            let parent = slash.map { $0 == path.startIndex ? "/" : String(path[..<$0]) } ?? "."
            let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
            guard name != "..", name != ".", let resolvedParent = resolved(parent) else { return false }
            target = resolvedParent == "/" ? "/" + name : resolvedParent + "/" + name
        }
        return target == root || target.hasPrefix(root == "/" ? "/" : root + "/")
    }

    /// True when `first` and `second` name the same existing file (same device and inode), however spelled.
    public static func isSameFile(_ first: String, _ second: String) -> Bool {
        var a = stat()
        var b = stat()
        guard stat(first, &a) == 0, stat(second, &b) == 0 else {
            return resolvedLoosely(first) == resolvedLoosely(second)
        }
        return a.st_dev == b.st_dev && a.st_ino == b.st_ino
    }

    private static func resolvedLoosely(_ path: String) -> String {
        if let full = resolved(path) { return full }
        let slash = path.lastIndex(of: "/")
        let parent = slash.map { $0 == path.startIndex ? "/" : String(path[..<$0]) } ?? "."
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        return (resolved(parent) ?? parent) + "/" + name
    }

    static func tooLarge(_ path: String, _ limit: Int) -> SafeFileError {
        SafeFileError(path: path, message: "is larger than the limit of \(sizeText(limit)); give a smaller file")
    }

    /// `64 MiB`, `4 KiB`, `100 bytes`.
    public static func sizeText(_ bytes: Int) -> String {
        if bytes >= 1 << 20, bytes % (1 << 20) == 0 { return "\(bytes >> 20) MiB" }
        if bytes >= 1 << 10, bytes % (1 << 10) == 0 { return "\(bytes >> 10) KiB" }
        return "\(bytes) bytes"
    }

    private static func openFailure(_ path: String, _ code: Int32, links: Links) -> SafeFileError {
        switch code {
        case ELOOP where links == .refuse:
            return SafeFileError(
                path: path, message: "is a symbolic link, which FaceNav does not follow here; put the file itself there"
            )
        case ENOENT: return SafeFileError(path: path, message: "does not exist")
        case ENOTDIR: return SafeFileError(path: path, message: "has a part of its path that is not a folder")
        case ENXIO: return SafeFileError(path: path, message: "is a device or socket, not a regular file")
        default: return SafeFileError(path: path, message: "cannot be opened: \(SafeFileError.describe(code))")
        }
    }
}
