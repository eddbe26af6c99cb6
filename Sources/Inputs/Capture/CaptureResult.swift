import FaceNavCore
import Runtime

/// What became of a `CaptureRequest`: the file written (with its SHA-256 when hashed) and the verdict.
///
/// Logged as an input, so a replay gets the same answer without taking or writing anything again.
public struct CaptureResult: FeatureInput {
    /// How the capture went.
    public enum Outcome: Hashable, Sendable {
        /// Saved (and for a document, judged good).
        case success
        /// Saved, but the picture has problems the person can fix; each says what to do.
        case tryAgain([String])
        /// Nothing usable was saved; says why (no frame yet, a full disk, a read-only folder).
        case failed(String)
    }

    public var request: CaptureRequest
    public var outcome: Outcome
    /// The JPEG written, when one was.
    public var file: String?
    /// The written file's SHA-256 in hexadecimal, when it was hashed.
    public var sha256: String?
    /// Something else to tell the person (a damaged registry kept aside).
    public var note: String?

    public init(
        request: CaptureRequest, outcome: Outcome, file: String? = nil, sha256: String? = nil, note: String? = nil
    ) {
        self.request = request
        self.outcome = outcome
        self.file = file
        self.sha256 = sha256
        self.note = note
    }

    public static var logName: String? { "captured" }

    public func addLogFields(to json: inout JSONLineWriter) {
        json.add("request", request.name)
        switch outcome {
        case .success: json.add("outcome", "success")
        case .tryAgain(let advice):
            json.add("outcome", "tryAgain")
            json.add("message", advice.joined(separator: "\n"))
        case .failed(let message):
            json.add("outcome", "failed")
            json.add("message", message)
        }
        if let file { json.add("file", file) }
        if let sha256 { json.add("sha256", sha256) }
        if let note { json.add("note", note) }
    }

    public static func parse(logFields fields: LogLineFields) throws(ProgramInputLogError) -> CaptureResult {
        guard let request = CaptureRequest(name: try fields.text("request")) else {
            throw ProgramInputLogError(message: "an unknown capture request '\(fields.raw("request"))'")
        }
        let outcome: Outcome
        switch try fields.text("outcome") {
        case "success": outcome = .success
        case "tryAgain": outcome = .tryAgain(try fields.text("message").split(separator: "\n").map(String.init))
        case "failed": outcome = .failed(try fields.text("message"))
        default: throw ProgramInputLogError(message: "an unknown capture outcome '\(fields.raw("outcome"))'")
        }
        return CaptureResult(
            request: request, outcome: outcome, file: fields.optionalText("file"),
            sha256: fields.optionalText("sha256"),
            note: fields.optionalText("note"))
    }
}
