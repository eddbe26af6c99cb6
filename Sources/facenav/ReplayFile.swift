import Runtime

/// Reads the inputs of an `--events` log (`--replay FILE`), with errors that name the file and line.
enum ReplayFile {
    static func read(_ path: String) throws(UserFacingError) -> ScheduledInputs {
        let text: String
        do {
            text = try String(contentsOfFile: path, encoding: .utf8)
        } catch {
            throw UserFacingError(
                message: "cannot read \(path): no such file or not UTF-8 text; give a log written with --events",
                exitCode: 2)
        }
        var entries: [(time: Double, input: ProgramInput)] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            do {
                if let entry = try ProgramInput.parse(logLine: line) { entries.append(entry) }
            } catch {
                throw UserFacingError(
                    message: "\(path):\(index + 1): \(error.message); give a log written with --events", exitCode: 2)
            }
        }
        guard !entries.isEmpty else {
            throw UserFacingError(
                message: "\(path): no input lines to replay; record the session with --events FILE", exitCode: 2)
        }
        return ScheduledInputs(entries)
    }
}
