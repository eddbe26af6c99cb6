import FaceNavCore
import Speech

/// What a run reads and writes, as the command line chose it (`SessionOptions` in `facenav`): the face
/// (camera, video, trace, or a logged session to replay), voice, speech, the event log, the headless mode.
public struct SessionSettings: Sendable {
    /// The webcam to watch; nil for the first there is, `none` for keys only.
    public var camera: String?
    /// A video watched instead of a webcam.
    public var video: String?
    /// A recorded face trace to replay.
    public var trace: String?
    /// An `--events` log whose inputs are replayed.
    public var replay: String?
    /// Replay the trace as fast as possible rather than in real time.
    public var fast = false
    /// Start with the keyboard-emulated face on.
    public var emulateFace = false
    /// Listen for voice commands.
    public var voice = false
    /// With `voice`: a WAV file listened to instead of the microphone.
    public var wav: String?
    /// With `voice`: the ALSA capture device.
    public var mic: String?
    /// The voice that speaks announcements.
    public var speech: SpeechChoice = .auto
    /// The JSON-lines event log to append to.
    public var events: String?
    /// Run without a terminal and print the final screen.
    public var headless = false
    /// The screen size when headless.
    public var size = Size(width: 80, height: 24)
    /// The folder of the face models.
    public var models: String?

    public init() {}
}
