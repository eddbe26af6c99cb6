import FaceNavCore
import Foundation
import SafeFiles

/// Path helpers that keep paths as the user typed them, so messages point where the user expects.
enum FilePath {
    /// `directory/name`, without doubling a slash or prefixing `./` to a bare name.
    static func join(_ directory: String, _ name: String) -> String {
        if directory.isEmpty || directory == "." { return name }
        return directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }

    /// The directory part of `path`, or `""` for a bare file name.
    static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    static func isDirectory(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(
            atPath: path.isEmpty ? "." : path, isDirectory: &isDirectory)
            && isDirectory.boolValue
    }

    static func exists(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: path.isEmpty ? "." : path)
    }

    /// The names in a directory, sorted so output is deterministic.
    static func contents(of directory: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory.isEmpty ? "." : directory)
            .sorted()
    }

    /// A key that is the same for two spellings of one directory, such as `Scenes/demo` and `Scenes/demo/`.
    static func identity(of path: String) -> String {
        URL(fileURLWithPath: path.isEmpty ? "." : path).standardizedFileURL.path
    }

    /// The largest scene, deck, app, game or chapter file read: 4 MiB, far above any real one.
    static let sizeLimit = 4 << 20

    /// The file's text, or a diagnostic at its first line that names the file and never quotes it.
    ///
    /// Only a regular file is read (a FIFO, a folder or a device is refused without blocking), at most
    /// ``sizeLimit`` bytes; with `folder`, only when the path, links and `..` resolved, lies inside it.
    static func read(_ path: String, confinedTo folder: String? = nil) -> Result<String, SceneDiagnostic> {
        func failure(_ message: String) -> Result<String, SceneDiagnostic> {
            .failure(SceneDiagnostic(location: .init(file: path, line: 1, column: 1), message: message))
        }
        if let folder, !SafeFile.isInside(path, folder: folder.isEmpty ? "." : folder) {
            return failure("is outside its folder \(folder.isEmpty ? "." : folder); FaceNav reads only files in it")
        }
        let bytes: [UInt8]
        do {
            bytes = try SafeFile.read(path, limit: sizeLimit)
        } catch {
            return failure(error.message)
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            return failure("not UTF-8 text; scene and level files are YAML text, saved as UTF-8")
        }
        return .success(text)
    }

    /// True when `path` is a symbolic link (not followed).
    static func isLink(_ path: String) -> Bool { SafeFile.kind(at: path) == S_IFLNK }
}
