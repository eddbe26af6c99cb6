import SafeFiles

/// Writes whole files for `ProgramEffect.writeFile`: through the one atomic writer by default, injected in tests.
public struct FileWriter: Sendable {
    /// Replaces the file at `path` with `contents`; throws a message fit to print.
    public var write: @Sendable (_ path: String, _ contents: String) throws(FileWriteError) -> Void

    public init(write: @escaping @Sendable (_ path: String, _ contents: String) throws(FileWriteError) -> Void) {
        self.write = write
    }

    /// `AtomicWriter`: a new 0600 temporary file in the same folder, flushed, then renamed over the old one,
    /// so a crash never leaves half a file; missing folders are created 0700; only a regular file is replaced.
    public static let atomic = FileWriter { path, contents throws(FileWriteError) in
        do {
            try AtomicWriter.write(contents, to: path)
        } catch {
            throw FileWriteError(message: "cannot write \(error)")
        }
    }
}

extension FileWriter {
    /// Writes nothing: a replay sends the logged results of the writes instead of writing again, so
    /// replaying an old session never overwrites newer files, such as the game's progress.
    public static let none = FileWriter { _, _ throws(FileWriteError) in }
}

/// A file could not be written; the message says which and why.
public struct FileWriteError: Error, Sendable, CustomStringConvertible {
    public var message: String
    public init(message: String) { self.message = message }
    public var description: String { message }
}
