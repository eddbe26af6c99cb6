import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Runs a program to completion with a time limit and returns its exit status and output.
///
/// Spawns with `posix_spawn` and reaps with `waitpid` itself: Foundation's `Process` relies on a
/// background monitor to notice an exit, and under a busy test run on two cores that monitor was seen to
/// leave a short-lived tmux client a zombie, so `waitUntilExit` never returned.
struct ProcessRun {
    var status: Int32
    /// The signal that ended the program, if one did (then `status` is 128 + it).
    var signal: Int32?
    var standardOutput: String
    var standardError: String

    /// Starts `command` (its first element a path) with `actions` on its descriptors; the child starts with
    /// no signal blocked and every signal at its default action: a test runs on a pool thread whose mask
    /// blocks signals, and tmux would pass that mask on to the app under test.
    static func spawn(_ command: [String], actions: inout posix_spawn_file_actions_t, name: String) throws -> pid_t {
        let argv: [UnsafeMutablePointer<CChar>?] = command.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        var allSignals = sigset_t()
        sigfillset(&allSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        posix_spawnattr_setsigdefault(&attributes, &allSignals)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, command[0], &actions, &attributes, argv, environ)
        guard spawned == 0 else { throw SpawnFailed(command: name, message: String(cString: strerror(spawned))) }
        return pid
    }

    /// Where a child's standard output goes.
    enum Output: Sendable {
        /// A temporary file, read back into `standardOutput`.
        case file
        /// `/dev/full`, where every write fails with ENOSPC.
        case full
        /// A pipe whose reading end is already closed, where every write fails with EPIPE.
        case closedPipe
    }

    /// Runs `executable` with `arguments`; output goes to temporary files, so a chatty child never blocks on
    /// a full pipe.
    /// - Parameters:
    ///   - stdinNull: connect standard input to /dev/null, as `cmd < /dev/null` does.
    ///   - directory: the working directory (default: the repository root).
    ///   - environment: variables to set for the program, on top of this process's.
    static func run(
        _ executable: String, _ arguments: [String], stdinNull: Bool = true, timeout: Double = 20,
        directory: String = Repository.root.path, environment: [String: String] = [:]
    ) throws -> ProcessRun {
        // `env -C` runs the program in `directory` without changing this process's directory.
        let command =
            ["/usr/bin/env", "-C", directory] + environment.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
            + [executable] + arguments
        return try run(
            command, name: executable, shownAs: ([executable] + arguments).joined(separator: " "),
            stdinNull: stdinNull, timeout: timeout)
    }

    /// Runs `command` (its first element a path) with standard output sent to `output` and standard error
    /// to a file; `name` and `shownAs` name it in a spawn failure and a time-out.
    static func run(
        _ command: [String], name: String, shownAs: String, output: Output = .file, stdinNull: Bool = true,
        timeout: Double = 20
    ) throws -> ProcessRun {
        let folder = FileManager.default.temporaryDirectory.path
        let outPath = "\(folder)/facenav-out-\(UUID().uuidString)"
        let errPath = "\(folder)/facenav-err-\(UUID().uuidString)"
        defer {
            unlink(outPath)
            unlink(errPath)
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        if stdinNull { posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0) }
        var pipeEnds: [Int32] = [-1, -1]
        switch output {
        case .file: posix_spawn_file_actions_addopen(&actions, 1, outPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        case .full: posix_spawn_file_actions_addopen(&actions, 1, "/dev/full", O_WRONLY, 0)
        case .closedPipe:
            guard pipe(&pipeEnds) == 0 else { throw SpawnFailed(command: "pipe", message: "no pipe") }
            close(pipeEnds[0])
            posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], 1)
        }
        defer { if pipeEnds[1] >= 0 { close(pipeEnds[1]) } }
        posix_spawn_file_actions_addopen(&actions, 2, errPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        let pid = try spawn(command, actions: &actions, name: name)
        if pipeEnds[1] >= 0 {
            close(pipeEnds[1])
            pipeEnds[1] = -1
        }

        let deadline = Date().addingTimeInterval(timeout)
        var waitStatus: Int32 = 0
        while true {
            let reaped = waitpid(pid, &waitStatus, WNOHANG)
            if reaped == pid { break }
            if reaped < 0, errno != EINTR { throw SpawnFailed(command: name, message: "waitpid failed") }
            if Date() >= deadline {
                kill(pid, SIGKILL)
                _ = waitpid(pid, &waitStatus, 0)
                throw TimedOut(command: shownAs)
            }
            usleep(5_000)
        }
        let exited = waitStatus & 0x7f == 0
        return ProcessRun(
            status: exited ? (waitStatus >> 8) & 0xff : 128 + (waitStatus & 0x7f),
            signal: exited ? nil : waitStatus & 0x7f,
            standardOutput: String(decoding: (FileManager.default.contents(atPath: outPath) ?? Data()), as: UTF8.self),
            standardError: String(decoding: (FileManager.default.contents(atPath: errPath) ?? Data()), as: UTF8.self))
    }

    struct TimedOut: Error, CustomStringConvertible {
        var command: String
        var description: String { "timed out: \(command)" }
    }

    struct SpawnFailed: Error, CustomStringConvertible {
        var command: String
        var message: String
        var description: String { "could not run \(command): \(message)" }
    }
}
