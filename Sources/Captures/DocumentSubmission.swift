/// What the document backend answered for one capture, and where the capture was kept.
public struct DocumentSubmission: Hashable, Sendable {
    /// The JPEG written for this capture; nil when it could not be saved.
    public var file: String?
    public var verdict: CaptureVerdict

    public init(file: String?, verdict: CaptureVerdict) {
        self.file = file
        self.verdict = verdict
    }
}
