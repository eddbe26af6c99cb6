import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Runs `facenav` for the hardening sweep with standard output sent to a file, to `/dev/full`, or to a
/// pipe whose reader has gone, under a time limit; the exit status says whether a signal ended it.
struct SweepRun {
    /// Where the program's standard output goes.
    enum Output: Sendable {
        case file
        case full
        case closedPipe
    }

    var status: Int32
    var signal: Int32?
    var standardOutput: String
    var standardError: String

    static func run(
        _ arguments: [String], output: Output = .file, directory: String = Repository.root.path,
        environment: [String: String] = [:], timeout: Double = 20
    ) throws -> SweepRun {
        let folder = FileManager.default.temporaryDirectory.path
        let outPath = "\(folder)/sweep-out-\(UUID().uuidString)"
        let errPath = "\(folder)/sweep-err-\(UUID().uuidString)"
        defer {
            unlink(outPath)
            unlink(errPath)
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        var pipeEnds: [Int32] = [-1, -1]
        switch output {
        case .file: posix_spawn_file_actions_addopen(&actions, 1, outPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        case .full: posix_spawn_file_actions_addopen(&actions, 1, "/dev/full", O_WRONLY, 0)
        case .closedPipe:
            guard pipe(&pipeEnds) == 0 else { throw ProcessRun.SpawnFailed(command: "pipe", message: "no pipe") }
            close(pipeEnds[0])
            posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], 1)
        }
        defer { if pipeEnds[1] >= 0 { close(pipeEnds[1]) } }
        posix_spawn_file_actions_addopen(&actions, 2, errPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        // Every run under umask 0: what FaceNav creates must be private whatever the user's umask.
        let command =
            ["/bin/sh", "-c", "umask 0; exec \"$@\"", "sh", "/usr/bin/env", "-C", directory]
            + environment.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
            + [Repository.facenav] + arguments
        let pid = try ProcessRun.spawn(command, actions: &actions, name: "facenav")
        if pipeEnds[1] >= 0 {
            close(pipeEnds[1])
            pipeEnds[1] = -1
        }
        let deadline = Date().addingTimeInterval(timeout)
        var waitStatus: Int32 = 0
        while true {
            let reaped = waitpid(pid, &waitStatus, WNOHANG)
            if reaped == pid { break }
            if reaped < 0, errno != EINTR { throw ProcessRun.SpawnFailed(command: "facenav", message: "waitpid") }
            if Date() >= deadline {
                kill(pid, SIGKILL)
                _ = waitpid(pid, &waitStatus, 0)
                throw ProcessRun.TimedOut(command: (["facenav"] + arguments).joined(separator: " "))
            }
            usleep(5_000)
        }
        let exited = waitStatus & 0x7f == 0
        return SweepRun(
            status: exited ? (waitStatus >> 8) & 0xff : 128 + (waitStatus & 0x7f),
            signal: exited ? nil : waitStatus & 0x7f,
            standardOutput: String(decoding: (FileManager.default.contents(atPath: outPath) ?? Data()), as: UTF8.self),
            standardError: String(decoding: (FileManager.default.contents(atPath: errPath) ?? Data()), as: UTF8.self))
    }
}
