import ArgumentParser
import FaceNavCore
import SceneFormat

/// `facenav run`: the app on a scene folder, driven by keys, mouse, the emulated face or a face input.trace.
struct RunCommand: UserFacingCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Open an app of scenes in the terminal (the bundled demo by default).")

    @OptionGroup var input: SessionOptions

    @Option(name: .long, help: "The app folder: app.yaml and one YAML file per scene.")
    var scenes: String = BundledData.defaultPath("demo")

    @Option(
        name: .long, help: "The screen size for --headless, as WIDTHxHEIGHT (80x24; at most 1000x1000).", transform: ScreenSizeArgument.transform)
    var size = ScreenSizeArgument(size: Size(width: 80, height: 24))

    @Option(name: .long, help: "How head pose moves the cursor: absolute or joystick.")
    var cursor: String?

    @Flag(name: .long, help: "Start with the keyboard-emulated face on (f toggles it).")
    var emulateFace = false

    @Flag(name: .long, help: "Listen for voice commands (select, back, next, previous, pause by default).")
    var voice = false

    @Option(name: .long, help: "With --voice: listen to this WAV file (16 kHz mono 16-bit) instead of the microphone.")
    var wav: String?

    @Option(name: .long, help: "With --voice: the ALSA capture device (default: the system's default).")
    var mic: String?

    @OptionGroup var voiceOptions: VoiceOptions

    @Option(name: .long, help: "The webcam to watch (default: the first /dev/video* there is); none: keys only.")
    var camera: String?

    @Option(name: .long, help: "Watch the face in this video (Y4M or images) instead of a webcam, in real time.")
    var video: String?

    @Option(name: .long, help: "A folder holding the cascade XML files and dlib's shape predictor.")
    var models: String?

    func runOrThrow() throws(UserFacingError) {
        try BundledData.requireFound(scenes, option: "--scenes")
        let app = try loadApp()
        var profile = try input.loadProfile()
        if let cursor {
            guard let mode = CursorMode(rawValue: cursor) else {
                throw UserFacingError(message: "--cursor must be absolute or joystick, not '\(cursor)'", exitCode: 2)
            }
            profile.cursorMode = mode
        }
        voiceOptions.apply(to: &profile.voice)
        if !voice, wav != nil || mic != nil {
            throw UserFacingError(message: "--wav and --mic choose what --voice listens to: add --voice", exitCode: 2)
        }
        if video != nil, input.trace != nil || camera != nil {
            throw UserFacingError(message: "give one face: --video, --camera or --trace", exitCode: 2)
        }
        if video == "-", !input.headless {
            throw UserFacingError(
                message: "--video - would read standard input, which the terminal needs for keys: give a file",
                exitCode: 2)
        }
        var frames = try input.trace.map { path throws(UserFacingError) in try TraceFile.read(path) }
        let log = try EventLog(path: input.events)
        if input.headless {
            if let video { frames = try LiveFace.measurements(ofVideo: video, models: models) }
            guard frames != nil || (voice && wav != nil) else {
                throw UserFacingError(
                    message:
                        "--headless needs --trace FILE, --video FILE or --voice --wav FILE: there is no one at the keyboard",
                    exitCode: 2)
            }
            let heard =
                try voice
                ? wav.map { path throws(UserFacingError) in try VoiceInput.commands(in: path, settings: profile.voice) }
                    ?? [] : []
            let screen = size.size
            var session = HeadlessSession(app: app, profile: profile, size: screen, log: log)
            let text = session.play(frames ?? [], voice: heard)
            FileOutput.standardOutput.write(text + "\n")
            try log.checkWritten()
            return
        }
        var session = try TerminalSession(app: app, profile: profile, log: log, trace: frames, fast: input.fast)
        if emulateFace { session.startWithEmulatedFace() }
        if let video {
            session.watch(.video(video), models: models)
        } else if frames == nil, !emulateFace, camera != "none", let device = camera ?? CameraProbe.devices().first {
            session.watch(.camera(device), models: models)
        }
        if voice { session.listen(to: try VoiceInput.start(settings: profile.voice, wav: wav, mic: mic)) }
        session.run()
        try log.checkWritten()
    }

    private func loadApp() throws(UserFacingError) -> AppDefinition {
        do {
            return try AppLoader.load(directory: scenes)
        } catch let failure {
            let lines = failure.diagnostics.map(\.description)
            throw UserFacingError(
                message: lines.joined(separator: "\n") + (lines.count > 1 ? "\n" : "")
                    + (lines.isEmpty ? "cannot load scenes from \(scenes)" : "")
                    + (lines.count == 1 ? "" : "fix the scene files above (`facenav check \(scenes)` lists them)"),
                exitCode: 2)
        }
    }
}
