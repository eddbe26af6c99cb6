/// What became of a `CaptureRequest`: the file written (with its SHA-256 when hashed) and the verdict.
///
/// Logged as an input, so a replay gets the same answer without taking or writing anything again.
public struct CaptureResult: Hashable, Sendable {
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
}
