/// What the document check answers for one capture.
public enum CaptureVerdict: Hashable, Sendable {
    /// The capture is good enough to send.
    case success
    /// The capture has problems the person can fix; each says what to do.
    case tryAgain([CaptureProblem])
    /// The capture cannot be judged at all (no picture, a frame outside it); says why.
    case error(String)
}
