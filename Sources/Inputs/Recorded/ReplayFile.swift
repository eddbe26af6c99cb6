import Runtime
import SafeFiles

/// Reads the inputs of an `--events` log (`--replay FILE`), with errors that name the file and line.
public enum ReplayFile {
    public static func read(_ path: String) throws(UserFacingError) -> ScheduledInputs {
        let text = try text(path)
        let schedule: ScheduledInputs
        do {
            schedule = try .replay(text, featureInputs: ProgramInput.loggedCameraInputs)
        } catch {
            throw UserFacingError(
                message: "\(path):\(error.line): \(error.message); give a log written with --events", exitCode: 2)
        }
        guard !schedule.isEmpty else {
            throw UserFacingError(
                message: "\(path): no input lines to replay; record the session with --events FILE", exitCode: 2)
        }
        return schedule
    }

    /// The log's text, or the one line saying it cannot be read.
    public static func text(_ path: String) throws(UserFacingError) -> String {
        do {
            return try SafeFile.readText(path, limit: InputLimits.traceBytes)
        } catch {
            throw UserFacingError(message: "cannot read \(error); give a log written with --events", exitCode: 2)
        }
    }
}
