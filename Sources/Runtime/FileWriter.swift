import Foundation

/// Writes whole files for `ProgramEffect.writeFile`: atomically by default, injected in tests.
public struct FileWriter: Sendable {
    /// Replaces the file at `path` with `contents`; throws a message fit to print.
    public var write: @Sendable (_ path: String, _ contents: String) throws(FileWriteError) -> Void

    public init(write: @escaping @Sendable (_ path: String, _ contents: String) throws(FileWriteError) -> Void) {
        self.write = write
    }

    /// A temporary file in the same folder, written whole, then renamed over the old one, so a crash never
    /// leaves half a file; the folder is created when missing.
    public static let atomic = FileWriter { path, contents throws(FileWriteError) in
        let url = URL(fileURLWithPath: path)
        do {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(contents.utf8).write(to: url, options: .atomic)
        } catch {
            throw FileWriteError(message: "cannot write \(path): \(error.localizedDescription)")
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
