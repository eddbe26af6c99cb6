#if canImport(Glibc)
    import Glibc
#endif

/// A program started in the background with no input and its output discarded, found on `PATH`.
struct ChildProcess {
    let pid: pid_t

    /// Starts `executable` (a path, or a name looked up on `PATH`) with `arguments`; nil if it cannot start.
    ///
    /// - Parameter errorOutput: a file descriptor for its standard error (a pipe's write end), else
    ///   /dev/null.
    static func spawn(_ executable: String, _ arguments: [String], errorOutput: Int32? = nil) -> ChildProcess? {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        if let errorOutput {
            posix_spawn_file_actions_adddup2(&actions, errorOutput, 2)
        } else {
            posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        }
        let argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        // A program written a moment ago can be briefly "text file busy" (ETXTBSY) while a child another thread
        // started still holds it open from before its exec; that passes within milliseconds, so try again.
        var result = posix_spawnp(&pid, executable, &actions, nil, argv, environ)
        for _ in 0..<50 where result == ETXTBSY {
            usleep(10_000)
            result = posix_spawnp(&pid, executable, &actions, nil, argv, environ)
        }
        guard result == 0 else { return nil }
        return ChildProcess(pid: pid)
    }

    /// Whether it has exited, reaping it if so (never blocks).
    func hasExited() -> Bool { exitStatus() != nil }

    /// Reaps it if it has exited (never blocks): nil while it runs, else its exit code, or nil inside when
    /// a signal ended it (or it was reaped already).
    func exitStatus() -> Int32?? {
        var status: Int32 = 0
        while true {
            let reaped = waitpid(pid, &status, WNOHANG)
            if reaped < 0, errno == EINTR { continue }
            if reaped == 0 { return nil }
            if reaped < 0 { return .some(nil) }
            return .some(status & 0x7f == 0 ? (status >> 8) & 0xff : nil)
        }
    }

    /// Kills it and reaps it.
    func terminate() {
        kill(pid, SIGKILL)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
    }

    /// Runs to completion within `timeout` seconds; its exit status, or nil when it could not start or
    /// was killed for taking too long.
    static func run(_ executable: String, _ arguments: [String], timeout: Double) -> Int32? {
        guard let child = spawn(executable, arguments) else { return nil }
        var waited = 0.0
        var status: Int32 = 0
        while true {
            let reaped = waitpid(child.pid, &status, WNOHANG)
            if reaped == child.pid { break }
            if reaped < 0, errno != EINTR { return nil }
            if waited >= timeout {
                child.terminate()
                return nil
            }
            usleep(10_000)
            waited += 0.01
        }
        return status & 0x7f == 0 ? (status >> 8) & 0xff : nil
    }

    /// The full path of `name` on `PATH`, or nil.
    static func find(_ name: String, path: String?) -> String? {
        for folder in (path ?? "/usr/local/bin:/usr/bin:/bin").split(separator: ":") {
            let candidate = "\(folder)/\(name)"
            if access(candidate, X_OK) == 0 { return candidate }
        }
        return nil
    }
}
