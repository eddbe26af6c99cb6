import FaceNavCore
import FaceNavTestSupport
import Foundation
import Inputs
import Session
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// The one-line messages a run ends with: signals, a failed event log, a bad profile, files that did not load.
@Suite struct SessionMessagesTests {
    @Test func signalsAreNamedAsKillListsThem() {
        #expect(SignalName.of(SIGTERM) == "SIGTERM")
        #expect(SignalName.of(SIGINT) == "SIGINT (Ctrl-C)")
        #expect(SignalName.of(SIGHUP) == "SIGHUP (the terminal closed)")
        #expect(SignalName.of(99) == "signal 99")
    }

    @Test func aFailedEventLogWriteEndsTheRunSayingWhichFile() throws {
        #expect(throws: Never.self) { try EventLogFailure.check(nil) }
        try withTemporaryFolder("session") { temporary in
            let folder = temporary.url.appendingPathComponent("session")
            let path = folder.appendingPathComponent("events.jsonl").path
            let log = try FileOutput(appendingTo: path)
            log.write("{\"event\":\"a\"}\n")
            #expect(throws: Never.self) { try EventLogFailure.check(log) }
            // The log's descriptor now writes to /dev/full, as a full disk would: the next write fails.
            let full = open("/dev/full", O_WRONLY)
            try #require(full >= 0)
            dup2(full, log.descriptor)
            close(full)
            log.write("{\"event\":\"b\"}\n")
            do throws(UserFacingError) {
                try EventLogFailure.check(log)
                Issue.record("a failed write passed")
            } catch {
                #expect(
                    error.message
                        == "could not write the event log \(path): No space left on device; the log is incomplete, give --events a file on a disk with room"
                )
            }
        }
    }

    @Test func aBadProfileIsExitStatusTwoNamingTheFile() throws {
        try withTemporaryFolder("session") { temporary in
            let folder = temporary.url.appendingPathComponent("session")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let path = folder.appendingPathComponent("profile.yaml").path
            try "cursorMode: sideways\n".write(toFile: path, atomically: true, encoding: .utf8)
            do throws(UserFacingError) {
                _ = try ProfileLoading.load(path)
                Issue.record("a bad profile loaded")
            } catch {
                #expect(error.exitCode == 2)
                #expect(error.message.contains(path))
            }
            do throws(UserFacingError) {
                _ = try ProfileLoading.load(folder.appendingPathComponent("missing.yaml").path)
                Issue.record("a missing --profile loaded")
            } catch {
                #expect(error.exitCode == 2)
                #expect(error.message.contains("missing.yaml"))
            }
        }
    }

    @Test func unloadableFilesAreOneLineEachThenWhereToSeeThem() {
        #expect(
            UserFacingError.unloadable([], folder: "g", kind: "level").message == "cannot load the level files in g")
        #expect(UserFacingError.unloadable(["a.yaml:1:1: x"], folder: "g", kind: "scene").message == "a.yaml:1:1: x")
        let several = UserFacingError.unloadable(["a:1:1: x", "b:2:1: y"], folder: "g", kind: "scene")
        #expect(several.message == "a:1:1: x\nb:2:1: y\nfix the scene files above (`facenav check g` lists them)")
        #expect(several.exitCode == 2)
    }

    @Test func anAppFolderThatDoesNotLoadSaysSo() {
        do {
            _ = try FeatureFiles.loadApp("/nonexistent-facenav-app")
            Issue.record("a missing app folder loaded")
        } catch {
            #expect(error.exitCode == 2)
            #expect(error.message.contains("/nonexistent-facenav-app"))
        }
    }
}
