import Foundation
import Testing
import VoiceCommands

#if canImport(Glibc)
    import Glibc
#endif

/// The adaptation's temporary folders: private, named for the process that made them, and when a killed
/// run left one (the user's voice takes), removed at the next start without touching anything outside it
/// or any run still going.
@Suite struct AdaptationFolderTests {
    /// A fresh base folder standing in for `$TMPDIR`, removed after `body`.
    private func withBase(_ body: (String) throws -> Void) throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("adapt-base-\(UUID().uuidString)")
            .path
        try FileManager.default.createDirectory(atPath: base, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: base) }
        try body(base)
    }

    /// The id of a process that has ended.
    private func endedProcess() throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/true")
        try process.run()
        process.waitUntilExit()
        return process.processIdentifier
    }

    private func mode(_ path: String) -> mode_t {
        var status = stat()
        return lstat(path, &status) == 0 ? status.st_mode & 0o777 : 0
    }

    @Test func aRunsFolderIsPrivateAndNamedForItsProcess() throws {
        try withBase { base in
            let folder = try AdaptationFolder.make(in: base)
            let parent = "\(base)/facenav-\(getuid())"
            #expect(folder.hasPrefix("\(parent)/adapt-\(getpid())-"))
            #expect(mode(parent) == 0o700)
            #expect(mode(folder) == 0o700)
            AdaptationFolder.remove(folder)
            #expect(!FileManager.default.fileExists(atPath: folder))
        }
    }

    @Test func aKilledRunsTakesAreRemovedAndNothingElse() throws {
        try withBase { base in
            let parent = try AdaptationFolder.parent(in: base)
            // Outside: a file and a folder the leftover links to.
            let outside = base + "/outside"
            try FileManager.default.createDirectory(atPath: outside, withIntermediateDirectories: true)
            try "mine".write(toFile: outside + "/keep.wav", atomically: false, encoding: .utf8)
            let leftover = "\(parent)/adapt-\(try endedProcess())-Ab12Cd"
            try FileManager.default.createDirectory(atPath: leftover + "/sub", withIntermediateDirectories: true)
            try "voice".write(toFile: leftover + "/take000.raw", atomically: false, encoding: .utf8)
            try "voice".write(toFile: leftover + "/sub/take001.mfc", atomically: false, encoding: .utf8)
            #expect(symlink(outside, leftover + "/to-outside") == 0)
            #expect(symlink(outside + "/keep.wav", leftover + "/sub/to-wav") == 0)
            // A run still going (this process), something else in the private folder, and a folder of the
            // older name (no process in it: an older FaceNav may be using it) directly in the temporary folder.
            let running = try AdaptationFolder.make(in: base)
            try "notes".write(toFile: parent + "/notes.txt", atomically: false, encoding: .utf8)
            let older = base + "/facenav-adapt-Xy9Zq1"
            try FileManager.default.createDirectory(atPath: older, withIntermediateDirectories: true)

            #expect(try AdaptationFolder.removeLeftovers(in: base) == 1)
            #expect(!FileManager.default.fileExists(atPath: leftover))
            #expect(FileManager.default.fileExists(atPath: older))
            #expect(FileManager.default.fileExists(atPath: running), "a run still going keeps its folder")
            #expect(FileManager.default.fileExists(atPath: parent + "/notes.txt"))
            #expect(try String(contentsOfFile: outside + "/keep.wav", encoding: .utf8) == "mine")
            #expect(try AdaptationFolder.removeLeftovers(in: base) == 0, "nothing more to remove")
            AdaptationFolder.remove(running)
        }
    }

    @Test func aPrivateFolderOpenToOthersOrALinkIsRefusedAndNothingRemoved() throws {
        try withBase { base in
            let parent = "\(base)/facenav-\(getuid())"
            try FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: true)
            let leftover = "\(parent)/adapt-\(try endedProcess())-Ab12Cd"
            try FileManager.default.createDirectory(atPath: leftover, withIntermediateDirectories: true)
            chmod(parent, 0o755)
            for attempt in [
                { _ = try AdaptationFolder.removeLeftovers(in: base) }, { _ = try AdaptationFolder.make(in: base) },
            ] {
                #expect {
                    try attempt()
                } throws: { error in
                    let message = (error as? VoiceError)?.message ?? ""
                    return message.hasPrefix("\(parent) is not FaceNav's private folder") && message.contains("TMPDIR")
                }
            }
            #expect(FileManager.default.fileExists(atPath: leftover))
            // A link in its place, to a folder elsewhere: refused too, and what it points to kept.
            chmod(parent, 0o700)
            let elsewhere = base + "/elsewhere"
            try FileManager.default.moveItem(atPath: parent, toPath: elsewhere)
            #expect(symlink(elsewhere, parent) == 0)
            #expect(throws: VoiceError.self) { try AdaptationFolder.removeLeftovers(in: base) }
            #expect(FileManager.default.fileExists(atPath: elsewhere + "/" + (leftover as NSString).lastPathComponent))
        }
    }
}
