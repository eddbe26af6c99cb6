import ArgumentParser
import FaceNavCore
import Inputs
import SafeFiles
import Session
import Speech

/// The inputs and outputs every command that runs a feature (`run`, `play`) reads the same way: a face
/// (camera, video, trace, or a logged session to replay), voice, speech, the event log, the profile, and
/// the headless mode.
struct SessionOptions: ParsableArguments {
    @Option(name: .long, help: "The webcam to watch (default: the first /dev/video* there is); none: keys only.")
    var camera: String?

    @Option(name: .long, help: "Watch the face in this video (Y4M or images) instead of a webcam, in real time.")
    var video: String?

    @Option(name: .long, help: "Replay a recorded face trace (JSON lines) through the gesture recognisers.")
    var trace: String?

    @Option(name: .long, help: "Replay the inputs of an --events log: the session runs again exactly.")
    var replay: String?

    @Flag(name: .long, help: "Replay the trace as fast as possible instead of in real time.")
    var fast = false

    @Flag(name: .long, help: "Start with the keyboard-emulated face on (f toggles it).")
    var emulateFace = false

    @Flag(
        name: .long,
        help: "Listen for voice commands (select, back, next, previous, pause, center, help, settings by default).")
    var voice = false

    @Option(name: .long, help: "With --voice: listen to this WAV file (16 kHz mono 16-bit) instead of the microphone.")
    var wav: String?

    @Option(name: .long, help: "With --voice: the ALSA capture device (default: the system's default).")
    var mic: String?

    @OptionGroup var voiceOptions: VoiceOptions

    @Option(name: .long, help: "The voice that speaks announcements (none when --headless).")
    var speech: SpeechChoice = .auto

    @Option(
        name: .long,
        help: "Append every input, gesture, command, navigation, announcement and game step to this JSON-lines file.")
    var events: String?

    @Flag(name: .long, help: "Run without a terminal: replay the input, then print the final screen as text.")
    var headless = false

    @Option(
        name: .long, help: "The screen size for --headless, as WIDTHxHEIGHT (80x24; at most 1000x1000).",
        transform: ScreenSizeArgument.transform)
    var size = ScreenSizeArgument(size: Size(width: 80, height: 24))

    @Option(name: .long, help: "A profile YAML file (default: $XDG_CONFIG_HOME/facenav/profile.yaml if it exists).")
    var profile: String?

    @Option(name: .long, help: "A folder holding the cascade XML files and dlib's shape predictor.")
    var models: String?

    /// Refuses options that do not go together, before anything is opened; ArgumentParser prints the message
    /// as one line (`FaceNav.main`).
    func validate() throws {
        let faces = [video, trace, camera == "none" ? nil : camera, replay].compactMap { $0 }
        // Headless, a trace may drive the face while a video stands in for the camera's picture.
        let traceOverVideo = headless && trace != nil && video != nil && faces.count == 2
        guard faces.count <= 1 || traceOverVideo else {
            throw ValidationError("give one face: --video, --camera, --trace or --replay")
        }
        if !voice, wav != nil || mic != nil {
            throw ValidationError("--wav and --mic choose what --voice listens to: add --voice")
        }
        if wav != nil, mic != nil {
            throw ValidationError("--wav and --mic both choose what --voice listens to: give one")
        }
        if let events {
            let inputs = [
                ("--trace", trace), ("--replay", replay), ("--video", video), ("--wav", wav), ("--profile", profile),
            ]
            for case (let option, let input?) in inputs where SafeFile.isSameFile(events, input) {
                throw ValidationError(
                    "--events \(PrintableText.escaped(events)) is also the \(option) input, which writing would damage: give another file"
                )
            }
        }
        if video == "-", !headless {
            throw ValidationError(
                "--video - would read standard input, which the terminal needs for keys: give a file")
        }
    }

    /// These options for the session that runs the feature.
    var settings: SessionSettings {
        var settings = SessionSettings()
        settings.camera = camera
        settings.video = video
        settings.trace = trace
        settings.replay = replay
        settings.fast = fast
        settings.emulateFace = emulateFace
        settings.voice = voice
        settings.wav = wav
        settings.mic = mic
        settings.speech = speech
        settings.events = events
        settings.headless = headless
        settings.size = size.size
        settings.models = models
        return settings
    }

    /// The profile at `--profile`, else the XDG default when it exists, else the defaults; with the
    /// command line's voice model over the profile's.
    func loadProfile() throws(UserFacingError) -> Profile {
        var profile = try ProfileLoading.load(profile)
        voiceOptions.apply(to: &profile.voice)
        return profile
    }
}
