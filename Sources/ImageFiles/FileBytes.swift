import SafeFiles

/// Reads regular files (see `SafeFile`), with errors as `ImageFileError`.
public enum FileBytes {
    /// Calls `body` with each chunk of the regular file at `path`, in order; at most `chunkSize` bytes each.
    public static func forEachChunk(
        of path: String, chunkSize: Int = 1 << 16, _ body: (UnsafeRawBufferPointer) -> Void
    ) throws(ImageFileError) {
        do {
            try SafeFile.forEachChunk(of: path, chunkSize: chunkSize, body)
        } catch {
            throw ImageFileError(path: error.path, message: error.message)
        }
    }

    /// The whole file, refused past `limit` bytes.
    public static func read(_ path: String, limit: Int = SafeFile.defaultLimit) throws(ImageFileError) -> [UInt8] {
        do {
            return try SafeFile.read(path, limit: limit)
        } catch {
            throw ImageFileError(path: error.path, message: error.message)
        }
    }
}
