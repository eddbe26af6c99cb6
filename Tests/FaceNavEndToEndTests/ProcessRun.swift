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
    var standardOutput: String
    var standardError: String

    /// Output goes to temporary files, so a chatty child never blocks on a full pipe.
    /// - Parameter stdinNull: connect standard input to /dev/null, as `cmd < /dev/null` does.
    /// - Parameters:
    ///   - directory: the working directory (default: the repository root).
    ///   - environment: variables to set for the program, on top of this process's.
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

    static func run(
        _ executable: String, _ arguments: [String], stdinNull: Bool = true, timeout: Double = 20,
        directory: String = Repository.root.path, environment: [String: String] = [:]
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
        posix_spawn_file_actions_addopen(&actions, 1, outPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, errPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)

        // `env -C` runs the program in `directory` without changing this process's directory.
        let command =
            ["/usr/bin/env", "-C", directory] + environment.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
            + [executable] + arguments
        let pid = try spawn(command, actions: &actions, name: executable)

        let deadline = Date().addingTimeInterval(timeout)
        var waitStatus: Int32 = 0
        while true {
            let reaped = waitpid(pid, &waitStatus, WNOHANG)
            if reaped == pid { break }
            if reaped < 0, errno != EINTR { throw SpawnFailed(command: executable, message: "waitpid failed") }
            if Date() >= deadline {
                kill(pid, SIGKILL)
                _ = waitpid(pid, &waitStatus, 0)
                throw TimedOut(command: ([executable] + arguments).joined(separator: " "))
            }
            usleep(5_000)
        }
        let exited = waitStatus & 0x7f == 0
        return ProcessRun(
            status: exited ? (waitStatus >> 8) & 0xff : 128 + (waitStatus & 0x7f),
            standardOutput: (try? String(contentsOfFile: outPath, encoding: .utf8)) ?? "",
            standardError: (try? String(contentsOfFile: errPath, encoding: .utf8)) ?? "")
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
