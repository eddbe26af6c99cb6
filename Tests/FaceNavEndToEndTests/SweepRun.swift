/// Runs `facenav` for the hardening sweep under umask 0 (what FaceNav creates must be private whatever the
/// user's umask), with standard output sent to a file, to `/dev/full`, or to a pipe whose reader has gone;
/// the run's `signal` says whether a signal ended it.
enum SweepRun {
    typealias Output = ProcessRun.Output

    static func run(
        _ arguments: [String], output: Output = .file, directory: String = Repository.root.path,
        environment: [String: String] = [:], timeout: Double = 20
    ) throws -> ProcessRun {
        let command =
            ["/bin/sh", "-c", "umask 0; exec \"$@\"", "sh", "/usr/bin/env", "-C", directory]
            + environment.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
            + [Repository.facenav] + arguments
        return try ProcessRun.run(
            command, name: "facenav", shownAs: (["facenav"] + arguments).joined(separator: " "), output: output,
            timeout: timeout)
    }
}
