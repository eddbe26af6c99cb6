import SafeFiles

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes whole pictures and records through the one atomic writer (`AtomicWriter`), with errors as
/// `ImageFileError`.
public enum AtomicFile {
    /// Writes `bytes` to `path`, replacing a regular file there unless `replacing` is false (then an existing
    /// file is an error and is left untouched). Creates missing folders (0700) when `creatingFolders`. The
    /// file gets `permissions`, 0600 unless said otherwise: pictures hold faces and records hold tokens.
    public static func write(
        _ bytes: [UInt8], to path: String, replacing: Bool = true, creatingFolders: Bool = true,
        permissions: mode_t = 0o600
    ) throws(ImageFileError) {
        do {
            try AtomicWriter.write(
                bytes, to: path, permissions: permissions, replacing: replacing, creatingFolders: creatingFolders)
        } catch {
            throw ImageFileError(path: error.path, message: error.message)
        }
    }

    /// Creates `folder` and its missing parents (each new one 0700).
    public static func createFolders(_ folder: String, for path: String? = nil) throws(ImageFileError) {
        do {
            try AtomicWriter.createFolders(folder, for: path)
        } catch {
            throw ImageFileError(path: error.path, message: error.message)
        }
    }
}
