import FaceNavTestSupport
import Foundation
import SafeFiles
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// The one atomic writer: 0600 files in 0700 folders whatever the umask, only regular files replaced, nothing
/// written through a planted link.
@Suite struct AtomicWriterTests {
    @Test func filesAre0600AndNewFolders0700WhateverTheUmask() throws {
        let folder = try TemporaryFolder()
        let old = umask(0)
        defer { umask(old) }
        let path = folder.path + "/state/facenav/progress.json"
        try AtomicWriter.write("{}", to: path)
        #expect(mode(path) == 0o600)
        #expect(mode(folder.path + "/state/facenav") == 0o700)
        #expect(mode(folder.path + "/state") == 0o700)
        try AtomicWriter.write("{\"a\":1}", to: path)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "{\"a\":1}")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder.path + "/state/facenav") == ["progress.json"])
    }

    @Test func aNonRegularTargetIsNeverReplaced() throws {
        let folder = try TemporaryFolder()
        let fifo = folder.path + "/fifo"
        #expect(mkfifo(fifo, 0o600) == 0)
        #expect {
            try AtomicWriter.write("x", to: fifo)
        } throws: { error in
            "\(error)".hasPrefix(
                "\(fifo): is a FIFO (named pipe), not a regular file; FaceNav replaces only regular files")
        }
        #expect(SafeFile.kind(at: fifo) == S_IFIFO)
        let target = folder.path + "/precious"
        try Data("keep".utf8).write(to: URL(fileURLWithPath: target))
        #expect(symlink(target, folder.path + "/profile.yaml") == 0)
        #expect(throws: SafeFileError.self) { try AtomicWriter.write("over", to: folder.path + "/profile.yaml") }
        #expect(try String(contentsOfFile: target, encoding: .utf8) == "keep")
        #expect(throws: SafeFileError.self) { try AtomicWriter.write("x", to: "/dev/null") }
    }

    @Test func aFileWrittenPartByPartHoldsThePartsInOrder() throws {
        let folder = try TemporaryFolder()
        let path = folder.path + "/cache/model.bin"
        let parts: [[UInt8]] = [[1, 2, 3], [], [4], Array(repeating: 5, count: 70_000)]
        try AtomicWriter.write(to: path) { (output) throws(SafeFileError) in
            for part in parts {
                var failure: SafeFileError?
                part.withUnsafeBytes { bytes in
                    do throws(SafeFileError) { try output(bytes) } catch { failure = error }
                }
                if let failure { throw failure }
            }
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == Data(parts.flatMap { $0 }))
        #expect(mode(path) == 0o600)
        // A part that fails leaves no file and no temporary file behind.
        let refused = folder.path + "/cache/refused.bin"
        #expect(throws: SafeFileError.self) {
            try AtomicWriter.write(to: refused) { (_) throws(SafeFileError) in
                throw SafeFileError(path: refused, message: "no more parts")
            }
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path + "/cache") == ["model.bin"])
    }

    @Test func notReplacingLeavesTheOldFile() throws {
        let folder = try TemporaryFolder()
        let path = folder.path + "/photo.jpg"
        try AtomicWriter.write([1], to: path, replacing: false)
        #expect(throws: SafeFileError.self) { try AtomicWriter.write([2], to: path, replacing: false) }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == Data([1]))
    }

    @Test func theLogIsAppendedNeverThroughALinkOrAFIFO() throws {
        let folder = try TemporaryFolder()
        let old = umask(0)
        defer { umask(old) }
        let log = folder.path + "/logs/events.jsonl"
        let descriptor = try AppendFile.open(log)
        close(descriptor)
        #expect(mode(log) == 0o600)
        #expect(mode(folder.path + "/logs") == 0o700)
        #expect(symlink(log, folder.path + "/link.jsonl") == 0)
        #expect(throws: SafeFileError.self) { _ = try AppendFile.open(folder.path + "/link.jsonl") }
        #expect(mkfifo(folder.path + "/fifo", 0o600) == 0)
        #expect(throws: SafeFileError.self) { _ = try AppendFile.open(folder.path + "/fifo") }
    }

    private func mode(_ path: String) -> mode_t {
        var status = stat()
        _ = stat(path, &status)
        return status.st_mode & 0o7777
    }
}
