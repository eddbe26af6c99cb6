import FaceNavCore

/// An input a feature declares for itself (a camera picture, a photo's result), carried by the loop as
/// `ProgramInput.featureInput` without the loop knowing what it is.
///
/// The adapter at the edge that makes it (a camera, the capture side) sends `ProgramInput.feature(_:)`; the
/// feature reads it back with `ProgramInput.featureInput(as:)`. A logged one is written to the event log
/// and read back by a replay that is given its type (`ScheduledInputs.replay(_:featureInputs:)`), so a
/// replay is told the same without opening a camera.
public protocol FeatureInput: Hashable, Sendable {
    /// The name its log lines give in `"input"` ("camera", "captured"); nil for an input that is never
    /// logged (a camera picture, which the face's measurements stand for).
    static var logName: String? { get }

    /// Adds the input's own fields to its log line, after `"t"`, `"type"` and `"input"`.
    func addLogFields(to json: inout JSONLineWriter)

    /// The input a log line named `logName` stands for.
    ///
    /// - Throws: a message naming the field that is missing or wrong.
    static func parse(logFields fields: LogLineFields) throws(ProgramInputLogError) -> Self
}

extension FeatureInput {
    public func addLogFields(to json: inout JSONLineWriter) {}

    public static func parse(logFields fields: LogLineFields) throws(ProgramInputLogError) -> Self {
        throw ProgramInputLogError(message: "a '\(fields.kind)' input, which is never logged")
    }
}
