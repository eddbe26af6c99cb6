import Inputs

/// A failed `--events` write ends the run with an error, so a full disk or a `/dev/full` never passes for a
/// complete log with exit status 0.
public enum EventLogFailure {
    /// Throws when any write to `output` failed.
    public static func check(_ output: FileOutput?) throws(UserFacingError) {
        guard let output, let failure = output.failure else { return }
        throw UserFacingError(
            message:
                "could not write the event log \(output.name): \(failure); the log is incomplete, give --events a file on a disk with room"
        )
    }
}
