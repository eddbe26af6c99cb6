/// A full screen FaceNav shows over the app instead of its scenes: the calibration wizard, the camera
/// preview, the message history.
///
/// Each is a mode reduced by `AppState` in the one loop, not a loop of its own. While one is up the
/// cursor and dwell rest, and commands mean what the screen says (`back` closes it).
public enum AppOverlay: Hashable, Sendable {
    case calibration(CalibrationWizard)
    /// The live picture with the face box, eye and mouth points and the pose arrow.
    case camera
    /// The recent announcements with their times, newest first.
    case history
}
