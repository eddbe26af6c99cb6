#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension SafeFile {
    /// Folders nested deeper than this are not removed (FaceNav's own temporary folders are one deep).
    public static let removalDepthLimit = 8

    /// Removes the folder `path` and everything in it, never following a symbolic link: a link inside is
    /// removed as a link (what it points to is left alone), and a `path` that is itself a link, or not a
    /// folder, is refused with nothing removed.
    ///
    /// Each folder is opened with `O_NOFOLLOW` and emptied through its descriptor (`unlinkat`), so a folder
    /// swapped for a link while it is emptied is not entered.
    ///
    /// - Throws: `SafeFileError` naming the first entry that cannot be removed.
    public static func removeFolder(_ path: String) throws(SafeFileError) {
        let descriptor = Glibc.open(path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw SafeFileError(path: path, message: "cannot remove the folder: \(SafeFileError.describe(errno))")
        }
        try removeContents(of: descriptor, path: path, depth: 0)
        guard rmdir(path) == 0 else {
            throw SafeFileError(path: path, message: "cannot remove the folder: \(SafeFileError.describe(errno))")
        }
    }

    /// Removes everything in the open folder `folder` (named `path` in errors), then closes it.
    private static func removeContents(of folder: Int32, path: String, depth: Int) throws(SafeFileError) {
        guard let stream = fdopendir(folder) else {
            let code = errno
            close(folder)
            throw SafeFileError(path: path, message: "cannot list the folder: \(SafeFileError.describe(code))")
        }
        defer { closedir(stream) }
        var names: [String] = []
        while let entry = readdir(stream) {
            let name = withUnsafePointer(to: &entry.pointee.d_name) {
                $0.withMemoryRebound(to: CChar.self, capacity: Int(NAME_MAX) + 1) { String(cString: $0) }
            }
            if name != "." && name != ".." { names.append(name) }
        }
        for name in names {
            let entryPath = path + "/" + name
            if unlinkat(folder, name, 0) == 0 || errno == ENOENT { continue }
            guard errno == EISDIR || errno == EPERM else {
                throw SafeFileError(path: entryPath, message: "cannot remove: \(SafeFileError.describe(errno))")
            }
            guard depth + 1 < removalDepthLimit else {
                throw SafeFileError(path: entryPath, message: "cannot remove: folders nested too deep")
            }
            let inner = openat(folder, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            guard inner >= 0 else {
                throw SafeFileError(path: entryPath, message: "cannot remove: \(SafeFileError.describe(errno))")
            }
            try removeContents(of: inner, path: entryPath, depth: depth + 1)
            guard unlinkat(folder, name, AT_REMOVEDIR) == 0 else {
                throw SafeFileError(path: entryPath, message: "cannot remove: \(SafeFileError.describe(errno))")
            }
        }
    }
}
