import Foundation

/// A real terminal for end-to-end tests: a private tmux server with one window of a fixed size.
///
/// Each instance has its own socket, so tests never see each other's (or the user's) sessions.
final class Tmux {
    let socket: String
    let target = "facenav-test"

    /// Starts `bash --norc` in a `width` x `height` window, so the program under test runs in a real
    /// shell and what it leaves behind after exit can be seen.
    init(width: Int = 80, height: Int = 24, environment: [String: String] = [:]) throws {
        socket = "facenav-\(getpid())-\(UUID().uuidString.prefix(8))"
        var env = ["TERM": "xterm-256color", "PS1": "READY$ ", "LANG": "C.UTF-8"]
        env.merge(environment) { $1 }
        let exports = env.map { "export \($0.key)='\($0.value)'" }.joined(separator: "; ")
        try tmux([
            "-f", "/dev/null", "new-session", "-d", "-s", target, "-x", "\(width)", "-y", "\(height)",
            "bash --norc --noprofile -i -c \"\(exports); cd '\(Repository.root.path)'; exec bash --norc --noprofile -i\"",
        ])
        try tmux(["set-option", "-t", target, "remain-on-exit", "on"])
        _ = waitFor("READY$", timeout: 10)
    }

    deinit {
        _ = try? tmux(["kill-server"])
    }

    /// Types a command line and presses Enter.
    func type(_ line: String) throws {
        try tmux(["send-keys", "-t", target, "-l", line])
        try tmux(["send-keys", "-t", target, "Enter"])
    }

    /// Sends tmux key names: "Down", "Enter", "Tab", "BTab", "Escape", "q".
    func keys(_ names: String...) throws {
        for name in names {
            try tmux(["send-keys", "-t", target, name])
            usleep(60_000)
        }
    }

    func resize(width: Int, height: Int) throws {
        try tmux(["resize-window", "-t", target, "-x", "\(width)", "-y", "\(height)"])
    }

    /// The visible screen as text.
    func screen() -> String {
        (try? tmux(["capture-pane", "-p", "-t", target])) ?? ""
    }

    /// Polls the screen until `text` appears; returns the screen, or nil after `timeout` seconds.
    func waitFor(_ text: String, timeout: Double = 8) -> String? {
        waitUntil(timeout: timeout) { $0.contains(text) }
    }

    func waitUntil(timeout: Double = 8, _ condition: (String) -> Bool) -> String? {
        let deadline = Date().addingTimeInterval(timeout)
        repeat {
            let shown = screen()
            if condition(shown) { return shown }
            usleep(50_000)
        } while Date() < deadline
        return nil
    }

    @discardableResult
    private func tmux(_ arguments: [String]) throws -> String {
        let result = try ProcessRun.run("/usr/bin/tmux", ["-L", socket] + arguments, timeout: 10)
        guard result.status == 0 else {
            throw TmuxFailed(arguments: arguments, message: result.standardError)
        }
        return result.standardOutput
    }

    struct TmuxFailed: Error, CustomStringConvertible {
        var arguments: [String]
        var message: String
        var description: String { "tmux \(arguments.joined(separator: " ")): \(message)" }
    }
}
