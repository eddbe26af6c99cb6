import FaceNavTestSupport
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// The hardening sweep: several hundred bad inputs and faults, each run as a real `facenav` under a time
/// limit and umask 0, each ending with a clean error or a graceful continue: no signal, no hang, nothing
/// unprintable on the terminal, no file lost or exposed (each case's own checks).
@Suite struct HardeningSweepTests {
    static let cases: [HardeningSweepCase] =
        HardeningSweepCase.limits + HardeningSweepCase.files + HardeningSweepCase.output + HardeningSweepCase.messages

    @Test(arguments: cases)
    func everyCaseEndsCleanly(_ sweepCase: HardeningSweepCase) throws {
        try withTemporaryFolder("sweep") { temporary in
            let folder = try Self.temporaryFolder(in: temporary)
            let arguments = try sweepCase.arguments(folder)
            let run = try SweepRun.run(
                arguments, output: sweepCase.output,
                environment: [
                    "HOME": folder, "XDG_CONFIG_HOME": folder + "/config", "XDG_STATE_HOME": folder + "/state",
                    "XDG_DATA_HOME": folder + "/data", "NO_COLOR": "1",
                ])
            let context = "\(arguments): status \(run.status)\n\(run.standardError)"
            #expect(run.signal == nil, "ended by a signal: \(context)")
            let printed = (run.standardOutput + run.standardError).unicodeScalars
            #expect(
                !printed.contains { $0.value == 0x1B || (0x80...0x9F).contains($0.value) }, "raw escape: \(context)")
            let errorLines = run.standardError.split(separator: "\n")
            switch sweepCase.ending {
            case .refused(let text):
                #expect((1..<128).contains(run.status), "\(context)")
                #expect(errorLines.count == 1, "\(context)")
                #expect(run.standardError.hasPrefix("facenav: "), "\(context)")
                #expect(text.isEmpty || run.standardError.contains(text), "\(context)")
            case .diagnosed(let text):
                #expect((1..<128).contains(run.status), "\(context)")
                #expect(!errorLines.isEmpty && (text.isEmpty || run.standardError.contains(text)), "\(context)")
            case .succeeds:
                #expect(run.status == 0, "\(context)")
            case .endsCleanly:
                #expect(run.status < 128, "\(context)")
                if run.status != 0 {
                    #expect(errorLines.count >= 1, "\(context)")
                    #expect(errorLines.allSatisfy { !$0.isEmpty }, "\(context)")
                }
            }
            try sweepCase.afterwards?(folder, run)
        }
    }

    /// Signals in a real terminal: the terminal is put back (the shell's prompt shows again), the program
    /// says why it stopped, and its exit status is 128 + the signal.
    @Test(arguments: [SIGTERM, SIGINT, SIGHUP, SIGQUIT, SIGUSR1, SIGUSR2, SIGALRM])
    func aSignalRestoresTheTerminalAndExits128PlusIt(_ signal: Int32) throws {
        try withTemporaryFolder("sweep") { temporary in
            let folder = try Self.temporaryFolder(in: temporary)
            let tmux = try Tmux(environment: ["XDG_STATE_HOME": folder, "XDG_CONFIG_HOME": folder])
            try tmux.type(
                "sh -c 'echo $$ > \(folder)/pid; exec \"$0\" \"$@\"' \(Repository.facenav) run --camera none --speech none; echo EXIT=$?"
            )
            #expect(tmux.waitFor("Welcome to FaceNav", timeout: 15) != nil, "\(tmux.screen())")
            let pid = try #require(
                Int32(SweepFiles.contents(folder + "/pid").trimmingCharacters(in: .whitespacesAndNewlines)))
            kill(pid, signal)
            let screen = try #require(
                tmux.waitUntil(timeout: 10) { $0.split(separator: "\n").contains { $0.hasPrefix("EXIT=") } },
                "\(tmux.screen())")
            #expect(screen.contains("EXIT=\(128 + signal)"), "\(screen)")
            #expect(screen.contains("facenav: stopped by SIG"), "\(screen)")
            #expect(screen.contains("READY$"), "\(screen)")
            #expect(!screen.contains("Welcome to FaceNav"), "the full screen is gone: \(screen)")
        }
    }

    /// A fresh folder inside `temporary`, removed with it.
    static func temporaryFolder(in temporary: TemporaryFolder) throws -> String {
        let folder = temporary.path("sweep-\(UUID().uuidString)")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }
}
