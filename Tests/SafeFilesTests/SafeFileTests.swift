import FaceNavTestSupport
import Foundation
import SafeFiles
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Opening only regular files, within limits, and never following a link where links are refused.
@Suite struct SafeFileTests {
    @Test func aFIFOIsRefusedWithoutBlocking() throws {
        let folder = try TemporaryFolder()
        let fifo = folder.path + "/pipe"
        #expect(mkfifo(fifo, 0o600) == 0)
        #expect {
            _ = try SafeFile.read(fifo)
        } throws: { error in
            "\(error)" == "\(fifo): is a FIFO (named pipe), not a regular file"
        }
    }

    @Test(arguments: [("/dev/zero", "a character device"), ("/tmp", "a folder")])
    func whatIsNotAFileIsNamed(path: String, kind: String) {
        #expect {
            _ = try SafeFile.read(path)
        } throws: { error in
            "\(error)" == "\(path): is \(kind), not a regular file"
        }
    }

    @Test func aFileOverTheLimitIsRefusedAndProcIsCapped() throws {
        let folder = try TemporaryFolder()
        let path = folder.path + "/big"
        try Data(count: 5000).write(to: URL(fileURLWithPath: path))
        #expect(try SafeFile.read(path, limit: 5000).count == 5000)
        #expect {
            _ = try SafeFile.read(path, limit: 4096)
        } throws: { error in
            "\(error)" == "\(path): is larger than the limit of 4 KiB; give a smaller file"
        }
        // /proc files say their size is 0 and can be endless; the limit still holds while reading.
        #expect(throws: SafeFileError.self) { _ = try SafeFile.read("/proc/self/maps", limit: 16) }
    }

    @Test func aLinkIsRefusedWhereLinksAreRefusedAndFollowedOtherwise() throws {
        let folder = try TemporaryFolder()
        try Data("secret".utf8).write(to: URL(fileURLWithPath: folder.path + "/target"))
        #expect(symlink(folder.path + "/target", folder.path + "/link") == 0)
        #expect(throws: SafeFileError.self) { _ = try SafeFile.read(folder.path + "/link", links: .refuse) }
        #expect(try SafeFile.readText(folder.path + "/link", links: .follow) == "secret")
    }

    @Test func confinementResolvesDotsAndLinks() throws {
        let folder = try TemporaryFolder()
        try FileManager.default.createDirectory(atPath: folder.path + "/game", withIntermediateDirectories: true)
        try Data().write(to: URL(fileURLWithPath: folder.path + "/game/one.yaml"))
        #expect(symlink("/etc", folder.path + "/game/out") == 0)
        let game = folder.path + "/game"
        #expect(SafeFile.isInside(game + "/one.yaml", folder: game))
        #expect(SafeFile.isInside(game + "/missing.yaml", folder: game))
        #expect(!SafeFile.isInside(game + "/../../../etc/shadow", folder: game))
        #expect(!SafeFile.isInside(game + "/out/passwd", folder: game))
        #expect(!SafeFile.isInside("/etc/passwd", folder: game))
    }

    @Test func sameFileIsFoundHoweverSpelled() throws {
        let folder = try TemporaryFolder()
        try Data("x".utf8).write(to: URL(fileURLWithPath: folder.path + "/trace.jsonl"))
        #expect(SafeFile.isSameFile(folder.path + "/trace.jsonl", folder.path + "/./trace.jsonl"))
        #expect(!SafeFile.isSameFile(folder.path + "/trace.jsonl", folder.path + "/other.jsonl"))
        #expect(
            SafeFile.isSameFile(
                folder.path + "/new.jsonl", folder.path + "/../\((folder.path as NSString).lastPathComponent)/new.jsonl"
            ))
    }
}
