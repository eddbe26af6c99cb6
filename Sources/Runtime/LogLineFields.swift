import Foundation

/// The fields of one input line of an event log, read with checks that say what is wrong: for
/// `ProgramInput.parse(logLine:featureInputs:)` and each `FeatureInput`'s `parse(logFields:)`.
public struct LogLineFields {
    /// The line's `"input"`: "key", "camera"...
    public let kind: String
    let object: [String: Any]

    init(kind: String, object: [String: Any]) {
        self.kind = kind
        self.object = object
    }

    /// The text at `key`.
    /// - Throws: when there is none.
    public func text(_ key: String) throws(ProgramInputLogError) -> String {
        guard let value = object[key] as? String else {
            throw ProgramInputLogError(message: "a '\(kind)' input without a text '\(key)'")
        }
        return value
    }

    /// The text at `key`, or nil when there is none.
    public func optionalText(_ key: String) -> String? { object[key] as? String }

    /// The value at `key` as the log wrote it, for an error message; "" when there is none.
    public func raw(_ key: String) -> String { object[key].map { "\($0)" } ?? "" }

    /// The whole number at `key`, from -1000000 to 1000000.
    /// - Throws: when there is none, or it is not whole, or it is out of that range.
    public func int(_ key: String) throws(ProgramInputLogError) -> Int {
        // Read as a Double first: converting 1e300 to Int would stop the program.
        guard let number = (object[key] as? NSNumber)?.doubleValue, number == number.rounded(),
            abs(number) <= 1_000_000
        else {
            throw ProgramInputLogError(
                message: "a '\(kind)' input without a whole number '\(key)' from -1000000 to 1000000")
        }
        return Int(number)
    }
}
