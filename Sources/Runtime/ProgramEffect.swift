import FaceNavCore

/// What a feature's reducer asks the world to do; the program's one `EffectPerformer` does it.
///
/// Effects are values, so a test reads them without performing them. A result that matters to the
/// feature (a write that failed) comes back as a `ProgramInput`.
public enum ProgramEffect: Hashable, Sendable {
    /// Speak, through the one announcer (the text is already in the feature's state for the screen).
    case announce(Announcement)
    /// Append one JSON line to the event log.
    case log(String)
    /// Replace a file's contents atomically (a temporary file renamed over it), creating its folder.
    case writeFile(path: String, contents: String)
    /// Take a photo from the last full camera frame (see `CaptureHandler`); answered by `.captured`.
    case capture(CaptureRequest)
    /// Turn the one announcer's voice on or off and set its rate; off also stops what it is saying.
    case configureSpeech(SpeechSettings)
    /// Check that the camera can be opened now (see `CameraCheck`); answered by `.cameraChecked`.
    case checkCamera
    /// Stop speaking and end the program after this batch.
    case quit
}
