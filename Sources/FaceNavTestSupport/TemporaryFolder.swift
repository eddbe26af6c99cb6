import Foundation

/// A fresh private (0700) folder under the system temporary directory, named `facenav-<prefix>-XXXXXX`, removed
/// with everything in it when the last reference goes.
///
/// A test takes one for the length of its body with `withTemporaryFolder`; a suite that shares a folder among
/// its helpers keeps one as a stored property, made in `init` and removed when the test's suite value goes.
public final class TemporaryFolder: Sendable {
    /// The folder's absolute path.
    public let path: String

    /// Makes a new folder with `mkdtemp`, so it is unique and readable by its owner only.
    public init(_ prefix: String = "test") throws {
        let base = NSTemporaryDirectory().hasSuffix("/") ? NSTemporaryDirectory() : NSTemporaryDirectory() + "/"
        var template = Array((base + "facenav-\(prefix)-XXXXXX").utf8CString)
        let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) != nil }
        guard made else { throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: base]) }
        path = String(cString: template)
    }

    deinit { remove() }

    /// Removes the folder and everything in it (again harmlessly if already gone).
    func remove() { try? FileManager.default.removeItem(atPath: path) }

    /// The folder as a file URL.
    public var url: URL { URL(fileURLWithPath: path, isDirectory: true) }

    /// The path of `name` inside the folder (not created).
    public func path(_ name: String) -> String { path + "/" + name }
}

/// Runs `body` with a fresh `TemporaryFolder`, removed when `body` returns or throws.
public func withTemporaryFolder<T>(_ prefix: String = "test", _ body: (TemporaryFolder) throws -> T) throws -> T {
    let folder = try TemporaryFolder(prefix)
    defer { folder.remove() }
    return try body(folder)
}

/// Runs async `body` with a fresh `TemporaryFolder`, removed when `body` returns or throws.
public func withTemporaryFolder<T>(
    _ prefix: String = "test", isolation: isolated (any Actor)? = #isolation,
    _ body: (TemporaryFolder) async throws -> T
) async throws -> T {
    let folder = try TemporaryFolder(prefix)
    defer { folder.remove() }
    return try await body(folder)
}
