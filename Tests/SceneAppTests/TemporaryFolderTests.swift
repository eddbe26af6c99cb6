import FaceNavTestSupport
import Foundation
import Testing

/// `withTemporaryFolder`: a private folder for the body, gone afterwards whether the body returns or throws.
@Suite struct TemporaryFolderTests {
    struct Failure: Error {}

    static func mode(_ path: String) throws -> Int? {
        try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
    }

    @Test func theFolderIsPrivateInsideTheBodyAndGoneAfter() throws {
        let kept = try withTemporaryFolder("unit") { folder in
            var isFolder: ObjCBool = false
            #expect(FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder))
            #expect(isFolder.boolValue)
            #expect(try Self.mode(folder.path) == 0o700)
            #expect(folder.path.hasPrefix(NSTemporaryDirectory()))
            #expect((folder.path as NSString).lastPathComponent.hasPrefix("facenav-unit-"))
            try FileManager.default.createDirectory(atPath: folder.path("a/b"), withIntermediateDirectories: true)
            try "x".write(toFile: folder.path("a/b/c.txt"), atomically: true, encoding: .utf8)
            return folder.path
        }
        #expect(!FileManager.default.fileExists(atPath: kept))
    }

    @Test func theFolderIsGoneWhenTheBodyThrows() throws {
        var kept = ""
        #expect(throws: Failure.self) {
            try withTemporaryFolder { folder in
                kept = folder.path
                try "x".write(toFile: folder.path("file"), atomically: true, encoding: .utf8)
                throw Failure()
            }
        }
        #expect(!kept.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: kept))
    }

    @Test func theAsyncFolderIsGoneAfterAndWhenTheBodyThrows() async throws {
        let kept = try await withTemporaryFolder { folder in
            await Task.yield()
            let mode = try Self.mode(folder.path)
            #expect(mode == 0o700)
            return folder.path
        }
        #expect(!FileManager.default.fileExists(atPath: kept))
        var thrown = ""
        await #expect(throws: Failure.self) {
            try await withTemporaryFolder { folder in
                thrown = folder.path
                await Task.yield()
                throw Failure()
            }
        }
        #expect(!thrown.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: thrown))
    }

    @Test func twoFoldersAreDistinct() throws {
        let paths = try withTemporaryFolder { first in
            try withTemporaryFolder { second in (first.path, second.path) }
        }
        #expect(paths.0 != paths.1)
    }

    @Test func aKeptFolderIsRemovedWhenItsLastReferenceGoes() throws {
        var folder: TemporaryFolder? = try TemporaryFolder("kept")
        let path = try #require(folder?.path)
        #expect(try Self.mode(path) == 0o700)
        try "x".write(toFile: path + "/file", atomically: true, encoding: .utf8)
        folder = nil
        #expect(!FileManager.default.fileExists(atPath: path))
    }
}
