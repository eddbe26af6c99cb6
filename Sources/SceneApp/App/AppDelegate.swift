/// What the scene app tells the feature that hosts it (the launcher, the selfie, the document capture,
/// FaceNav's shell over an app), as a typed `Effect.delegate`: a host acts on these, never on the text of
/// the event log. A scene app run by itself has no host, and they do nothing.
public enum AppDelegate: Hashable, Sendable {
    /// A button's scene event (`event: open-2`), for the host to act on; also logged as `emitted`.
    case emitted(String)
    /// Resume on FaceNav's paused screen (`facenav.resume`): the app behind it runs again.
    case resume
    /// Close app on FaceNav's paused screen (`facenav.close-app`): back to the launcher, else ask to quit.
    case closeApp
    /// Back with nothing left to go back to: the host may take it as leaving the screens it showed.
    case backAtRoot
}
