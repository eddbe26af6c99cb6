#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An advisory lock (`flock`) on the folder of a file, held while a read-modify-write of that file runs, so
/// two FaceNav instances saving the same profile, progress or registry never lose each other's changes.
///
/// The folder itself is locked, not a lock file beside it, so nothing is left behind after a crash.
public enum FileLock {
    /// Runs `body` holding an exclusive lock on the folder of `path` (created 0700 when missing). When the
    /// folder cannot be opened `body` still runs: a lock is a courtesy between instances, not a permission.
    public static func withExclusiveLock<Result, Failure: Error>(
        onFolderOf path: String, _ body: () throws(Failure) -> Result
    ) throws(Failure) -> Result {
        let folder = AtomicWriter.folder(of: path)
        try? AtomicWriter.createFolders(folder, for: path)
        let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        defer { if descriptor >= 0 { close(descriptor) } }
        if descriptor >= 0 {
            while flock(descriptor, LOCK_EX) != 0, errno == EINTR {}
        }
        return try body()
    }
}
