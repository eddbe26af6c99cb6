#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Opens a log that FaceNav appends to (the events log): created 0600, never through a symbolic link, never
/// a FIFO or a device, in a folder made 0700 when missing.
public enum AppendFile {
    /// A write-only, appending descriptor for `path`; close it when done.
    public static func open(_ path: String) throws(SafeFileError) -> Int32 {
        try AtomicWriter.createFolders(AtomicWriter.folder(of: path), for: path)
        var descriptor: Int32
        repeat {
            descriptor = Glibc.open(
                path, O_WRONLY | O_APPEND | O_CREAT | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC, 0o600)
        } while descriptor < 0 && errno == EINTR
        guard descriptor >= 0 else {
            let code = errno
            switch code {
            case ELOOP:
                throw SafeFileError(
                    path: path, message: "is a symbolic link, which FaceNav does not write through; choose another path"
                )
            case ENXIO:
                throw SafeFileError(
                    path: path, message: "is a FIFO or a device, not a regular file; choose another path")
            default:
                throw SafeFileError(
                    path: path,
                    message:
                        "cannot open for writing: \(SafeFileError.describe(code)); check the folder exists and is writable"
                )
            }
        }
        do {
            try SafeFile.requireRegular(descriptor, path: path)
        } catch {
            close(descriptor)
            throw error
        }
        let flags = fcntl(descriptor, F_GETFL)
        _ = fcntl(descriptor, F_SETFL, flags & ~O_NONBLOCK)
        return descriptor
    }
}
