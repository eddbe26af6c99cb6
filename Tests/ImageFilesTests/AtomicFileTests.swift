import FaceNavTestSupport
import Foundation
import ImageFiles
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Atomic writes: the destination is either the old file or the new one, and a failure leaves nothing.
@Suite struct AtomicFileTests {
    @Test func writesCreatesFoldersAndReplaces() throws {
        try withTemporaryFolder("images") { temporary in
            let folder = try Fixture.temporaryFolder(in: temporary)
            let path = "\(folder)/deep/er/registry.json"
            try AtomicFile.write(Array("first".utf8), to: path)
            try AtomicFile.write(Array("second".utf8), to: path)
            #expect(try String(contentsOfFile: path, encoding: .utf8) == "second")
            #expect(try FileManager.default.contentsOfDirectory(atPath: "\(folder)/deep/er") == ["registry.json"])
        }
    }

    /// A folder nobody may write in (see ``Fixture/readOnly(_:)``).
    @Test func aReadOnlyFolderIsAClearErrorAndLeavesNothing() throws {
        try withTemporaryFolder("images") { temporary in
            let folder = try Fixture.temporaryFolder(in: temporary)
            defer { chmod(folder, 0o755) }  // so the temporary folder can be removed
            chmod(folder, 0o555)
            let readOnly = Fixture.readOnly(folder)
            let path = "\(readOnly)/capture.jpg"
            #expect {
                try AtomicFile.write([1, 2, 3], to: path)
            } throws: { error in
                "\(error)".hasPrefix("\(path): cannot create a file in \(readOnly): ")
            }
            #expect(!FileManager.default.fileExists(atPath: path))
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty)
        }
    }

    @Test func aFolderThatCannotBeMadeSaysWhich() throws {
        try withTemporaryFolder("images") { temporary in
            let folder = try Fixture.temporaryFolder(in: temporary)
            try Data("a file, not a folder".utf8).write(to: URL(fileURLWithPath: "\(folder)/MRTD"))
            #expect {
                try AtomicFile.write([1], to: "\(folder)/MRTD/FaceDetection/x.jpg")
            } throws: { error in
                "\(error)".contains("cannot create the folder \(folder)/MRTD/FaceDetection")
            }
        }
    }

    @Test func notReplacingKeepsTheExistingFile() throws {
        try withTemporaryFolder("images") { temporary in
            let folder = try Fixture.temporaryFolder(in: temporary)
            let path = "\(folder)/a.jpg"
            try AtomicFile.write(Array("old".utf8), to: path, replacing: false)
            #expect(throws: ImageFileError.self) { try AtomicFile.write(Array("new".utf8), to: path, replacing: false) }
            #expect(try String(contentsOfFile: path, encoding: .utf8) == "old")
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["a.jpg"])
        }
    }
}
