/// What the live camera has to tell the person while it is watched (`WatchedCamera`): each is one line for
/// the status line and speech.
public enum CameraNotice: Hashable, Sendable {
    /// The camera cannot be opened yet (busy, forbidden, the one asked for missing); tried again every second.
    case unavailable(String)
    /// The camera opened after a wait or a loss, at `path`.
    case found(String, path: String)
    /// The camera stopped mid-stream (unplugged, or went dark): it is let go and watched for again.
    case lost(String)

    /// The line to show and say.
    public var text: String {
        switch self {
        case .unavailable(let text), .found(let text, _), .lost(let text): text
        }
    }
}
