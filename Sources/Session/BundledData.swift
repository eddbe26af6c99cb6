import Foundation
import Inputs

/// Finds the data FaceNav ships with (the demo app, the escape game, the fetched models) from any directory.
///
/// Looks, in order: next to the executable (`<bin>/../share/facenav/NAME`, where `make install` puts it);
/// in the source tree the binary was built from (`Scenes/NAME` beside `Sources/`, so a `.build/...` binary
/// finds the repository's copy); then in the current directory (`Scenes/NAME`). The first that exists wins.
public enum BundledData {
    /// The folders searched for `name` (`demo`, `escape`, `models`), in order.
    public static func candidates(_ name: String, executable: String? = executablePath) -> [String] {
        let repositoryFolder = name == "models" ? ".models" : "Scenes/\(name)"
        var found: [String] = []
        if let executable {
            let bin = URL(fileURLWithPath: executable).deletingLastPathComponent()
            found.append(bin.deletingLastPathComponent().appendingPathComponent("share/facenav/\(name)").path)
        }
        found.append(sourceTree.appendingPathComponent(repositoryFolder).path)
        found.append(repositoryFolder)
        return found
    }

    /// The first of ``candidates(_:executable:)`` that is a folder, or nil when none is.
    public static func find(_ name: String) -> String? {
        candidates(name).first { path in
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
        }
    }

    /// The bundled `name` folder for an option's default; when none exists, a path that says so in the one
    /// line the loader prints about it.
    public static func defaultPath(_ name: String) -> String {
        find(name) ?? missingPrefix + name
    }

    /// Marks a default that was not found; see ``requireFound(_:)``.
    public static let missingPrefix = "(no bundled copy found) "

    /// Throws the clear line for a default that was not found: where it was looked for and what to do.
    public static func requireFound(_ path: String, option: String) throws(UserFacingError) {
        guard path.hasPrefix(missingPrefix) else { return }
        let name = String(path.dropFirst(missingPrefix.count))
        throw UserFacingError(
            message:
                "no bundled \(name) found (looked in \(candidates(name).joined(separator: ", "))); give \(option) DIR, or install FaceNav with make install",
            exitCode: 2)
    }

    /// The running executable, symbolic links resolved (`/proc/self/exe`).
    public static var executablePath: String? {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments.first
    }

    /// The repository this file was compiled from: the folder holding the `Sources` folder this file is in.
    ///
    /// Found by name rather than by counting folders up, so moving this file into another subfolder of
    /// `Sources/Session` does not send a `.build/...` binary looking in the wrong place.
    public static let sourceTree = repository(of: #filePath)

    /// The folder above the last `Sources` folder on `path`; the file's own folder when there is none.
    public static func repository(of path: String) -> URL {
        var folder = URL(fileURLWithPath: path).deletingLastPathComponent()
        while folder.pathComponents.count > 1 {
            if folder.lastPathComponent == "Sources" { return folder.deletingLastPathComponent() }
            folder.deleteLastPathComponent()
        }
        return URL(fileURLWithPath: path).deletingLastPathComponent()
    }
}
