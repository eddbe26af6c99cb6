import FaceNavCore
import FaceNavTestSupport
import Foundation
import SceneFormat
import Session
import Testing

/// Two instances saving one profile: each keeps the other's changes, and the file stays private.
@Suite struct SharedFileWriterTests {
    @Test func twoInstancesSavingTheProfileKeepEachOthersChanges() throws {
        try withTemporaryFolder("session") { temporary in
            let folder = temporary.url.appendingPathComponent("session")
            let path = folder.appendingPathComponent("facenav/profile.yaml").path
            let first = SharedFileWriter.make(loadedProfile: .default)
            let second = SharedFileWriter.make(loadedProfile: .default)
            var mine = Profile.default
            mine.cursorMode = mine.cursorMode == .absolute ? .joystick : .absolute
            try first.write(path, ProfileFile.encode(mine))
            var theirs = Profile.default
            theirs.sensitivity.limitTop = 0.31
            try second.write(path, ProfileFile.encode(theirs))
            let saved = try ProfileFile.load(from: path)
            #expect(saved.cursorMode == mine.cursorMode)
            #expect(saved.sensitivity.limitTop == 0.31)
            let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
            #expect(mode == 0o600)
        }
    }

    @Test func anyOtherFileIsWrittenAsItIs() throws {
        try withTemporaryFolder("session") { temporary in
            let folder = temporary.url.appendingPathComponent("session")
            let path = folder.appendingPathComponent("notes.txt").path
            let writer = SharedFileWriter.make(loadedProfile: .default)
            try writer.write(path, "one\n")
            try writer.write(path, "two\n")
            #expect(try String(contentsOfFile: path, encoding: .utf8) == "two\n")
        }
    }
}
