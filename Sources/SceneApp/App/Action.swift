import FaceNavCore

/// Everything that can happen to FaceNav, as one stream of messages: keys, mouse, face frames, time.
///
/// Each reaches `AppState.reduce(_:at:)` with the time it happened, so a recorded stream replays exactly.
public enum Action: Hashable, Sendable {
    /// A command from any input.
    case command(Command, source: InputSource)
    /// The voice input started or stopped listening, or decoded an utterance (accepted as a command or not).
    case voice(VoiceInputEvent)
    /// A key press, interpreted by mode (help shown, a text field).
    case key(Key)
    /// Move focus to the nearest target in a direction.
    case moveFocus(Direction)
    /// The mouse moved to a cell.
    case pointerMoved(Point)
    /// The mouse clicked a cell: the cursor goes there and activates.
    case clicked(Point)
    /// The terminal changed size.
    case resized(Size)
    /// A frame from a face: camera, trace or the emulated face.
    case faceMeasured(FaceMeasurement)
    /// Time passed (the run loop's clock), for timers and scanning.
    case tick
    /// Show or hide the help overlay.
    case toggleHelp
    /// What the input says of itself for the status line (the emulated face's pose), or nil.
    case inputDetailChanged(String?)
    /// The run began: the cursor goes to the middle of the content, as recenter puts it, silently.
    case started
    /// A first run began (no saved profile yet): as `started`, and the calibration wizard opens when a face
    /// is first found.
    case startedFirstRun
    /// Something was said outside these screens (the app waiting behind them, the shell's own hint): kept
    /// for the message history, not said again.
    case saidElsewhere(Announcement)
    /// These screens were shown over a waiting app (`showing`: afresh, on the root screen with no sheet or
    /// help, the face found anew so nothing presses before the settle time), or hidden as the app resumes
    /// (no longer paused).
    case overApp(showing: Bool)
    /// What drives FaceNav changed, for the status line: "camera /dev/video0", "trace", "keyboard".
    case inputChanged(String)
    /// Something to tell the user that no reducer decided (an input failed or ended): shown, said, logged.
    case notice(Announcement)
    /// A camera or video picture, scaled down for the screen; `source` is the full frame's size, which
    /// face boxes and landmarks are measured in. Kept for the camera screen and the calibration wizard.
    case frameSeen(PreviewImage, source: Size)
}
