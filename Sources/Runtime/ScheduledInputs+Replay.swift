extension ScheduledInputs {
    /// The inputs of an event log (its `"type":"input"` lines) at their logged times: sent to the same
    /// feature from the same start, they run the logged session again exactly.
    ///
    /// The features' own inputs are read when their types are among `featureInputs`.
    ///
    /// - Throws: the first input line that cannot be read, with its line number (from 1).
    public static func replay(_ logText: String, featureInputs: [any FeatureInput.Type] = [])
        throws(ReplayLineError) -> ScheduledInputs
    {
        var entries: [(time: Double, input: ProgramInput)] = []
        for (index, line) in logText.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            do {
                if let entry = try ProgramInput.parse(logLine: line, featureInputs: featureInputs) {
                    entries.append(entry)
                }
            } catch {
                throw ReplayLineError(line: index + 1, message: error.message)
            }
        }
        return ScheduledInputs(entries)
    }
}

/// A line of an event log that says it is an input but cannot be read back as one.
public struct ReplayLineError: Error, Sendable {
    /// The line number, from 1.
    public var line: Int
    public var message: String
}
