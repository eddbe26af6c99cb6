import FaceNavTestSupport
import Foundation
import SafeFiles
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Removing a folder tree without following a link: what a link inside points to stays, and a folder that
/// is itself a link is refused.
@Suite struct FolderRemovalTests {
    @Test func aTreeIsRemovedAndWhatItsLinksPointToIsLeftAlone() throws {
        let folder = try TemporaryFolder()
        let outside = folder.path + "/outside"
        try FileManager.default.createDirectory(atPath: outside + "/deep", withIntermediateDirectories: true)
        try "keep".write(toFile: outside + "/deep/keep.txt", atomically: false, encoding: .utf8)
        let tree = folder.path + "/tree"
        try FileManager.default.createDirectory(atPath: tree + "/a/b", withIntermediateDirectories: true)
        try "take".write(toFile: tree + "/a/b/take.raw", atomically: false, encoding: .utf8)
        try "log".write(toFile: tree + "/bw.log", atomically: false, encoding: .utf8)
        #expect(symlink(outside, tree + "/a/to-folder") == 0)
        #expect(symlink(outside + "/deep/keep.txt", tree + "/to-file") == 0)
        #expect(symlink(tree + "/missing", tree + "/dangling") == 0)

        try SafeFile.removeFolder(tree)
        #expect(SafeFile.kind(at: tree) == nil)
        #expect(try String(contentsOfFile: outside + "/deep/keep.txt", encoding: .utf8) == "keep")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["outside"])
    }

    @Test func aLinkOrAFileIsRefusedWithNothingRemoved() throws {
        let folder = try TemporaryFolder()
        let real = folder.path + "/real"
        try FileManager.default.createDirectory(atPath: real, withIntermediateDirectories: true)
        try "keep".write(toFile: real + "/keep.txt", atomically: false, encoding: .utf8)
        #expect(symlink(real, folder.path + "/link") == 0)
        for path in [folder.path + "/link", real + "/keep.txt"] {
            #expect {
                try SafeFile.removeFolder(path)
            } throws: { error in
                let message = (error as? SafeFileError)?.description ?? ""
                return message.hasPrefix(path + ": cannot remove the folder") && !message.contains("\n")
            }
        }
        #expect(try String(contentsOfFile: real + "/keep.txt", encoding: .utf8) == "keep")
        #expect(SafeFile.kind(at: folder.path + "/link") == S_IFLNK)
    }
}
