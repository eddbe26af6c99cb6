import FaceNavTestSupport
import Foundation
import Testing

/// The data the tests read: `.fixtures/` (made by `make fixtures`) and scratch files of their own.
enum Fixtures {
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

    /// The path of a fetched fixture; records a failure that says how to fetch it when it is missing.
    static func path(_ relative: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        let path = repositoryRoot + "/.fixtures/" + relative
        try #require(
            FileManager.default.fileExists(atPath: path), "missing \(path): run `make fixtures`",
            sourceLocation: sourceLocation)
        return path
    }

    /// A fresh scratch folder inside `temporary`, removed with it.
    static func makeFolder(in temporary: TemporaryFolder) throws -> String {
        let path = temporary.path("frames-\(UUID().uuidString)")
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    static func write(_ bytes: [UInt8], to path: String) throws {
        try Data(bytes).write(to: URL(fileURLWithPath: path))
    }

    static func remove(_ path: String) {
        try? FileManager.default.removeItem(atPath: path)
    }

    /// A scratch file holding `bytes`, named `name`, in a fresh folder inside `temporary`.
    static func file(_ name: String, _ bytes: [UInt8], in temporary: TemporaryFolder) throws -> (
        folder: String, path: String
    ) {
        let folder = try makeFolder(in: temporary)
        let path = folder + "/" + name
        try write(bytes, to: path)
        return (folder, path)
    }
}
