import FaceNavCore
import FaceTracking
import Features
import Foundation
import Inputs
import NcursesTerminal
import Runtime
import SafeFiles
import ScreenRendering
import Speech
import VoiceCommands

/// Wires the session options to the program loop: the event log, the voice, the scheduled inputs (a
/// trace, a video measured whole, a WAV file, a replayed log) and, live, the terminal, the camera and the
/// microphone. `run` and `play` both go through here, so every command reads every input the same way.
public struct Session {
    public let options: SessionSettings
    public let profile: Profile
    public let announcer: Announcer
    /// Whether a voice speaks: not with `--speech none`, `--headless`, or no speech program found.
    public var hasVoice: Bool { !(announcer is SilentAnnouncer) }
    public let log: EventLog
    /// The `--events` file the log writes to, if any.
    public let eventsOutput: FileOutput?
    /// The trace's frames, when `--trace` was given.
    public let trace: [FaceMeasurement]?
    /// The last full camera or video frame, for captures (`LiveCaptures`).
    public let frames = LatestFrame()
    /// The headless feeder of videos and traces over videos, keeping frames in `frames`.
    public var feed: HeadlessFeed { HeadlessFeed(frames: frames) }

    public init(options: SessionSettings, profile: Profile) throws(UserFacingError) {
        self.options = options
        self.profile = profile
        AdaptationFolder.removeLeftoversAtStart()
        trace = try options.trace.map { path throws(UserFacingError) in try TraceFile.read(path) }
        eventsOutput = try options.events.map { path throws(UserFacingError) in try FileOutput(appendingTo: path) }
        if let output = eventsOutput {
            log = EventLog { output.write($0) }
        } else {
            log = .none()
        }
        switch (options.headless ? SpeechChoice.none : options.speech).makeAnnouncer(
            path: ProcessInfo.processInfo.environment["PATH"])
        {
        case .success(let voice): announcer = voice
        case .failure(let problem): throw UserFacingError(message: problem.message, exitCode: 2)
        }
    }

    /// The inputs known before the run: the trace, the replayed log, and with `--headless` the video
    /// measured whole and the WAV file's commands.
    public func schedule() throws(UserFacingError) -> ScheduledInputs {
        var schedule = ScheduledInputs.trace(trace ?? [])
        if let replay = options.replay { schedule = try ReplayFile.read(replay) }
        if options.headless {
            if let video = options.video {
                schedule = .trace(try LiveFace.measurements(ofVideo: video, models: options.models))
            }
            if options.voice, let wav = options.wav {
                schedule = schedule.merged(with: try VoiceInput.schedule(of: wav, settings: profile.voice))
            }
        }
        return schedule
    }

    /// Runs `feature` from `state`: headless, printing the last screen, or in the terminal until it quits.
    ///
    /// `camera` takes the photos features ask for (`ProgramEffect.capture`) from `frames`; `cameraCheck`
    /// answers `ProgramEffect.checkCamera`.
    public func run<F: Feature>(
        _ feature: F, state: F.State, camera: CaptureHandler = .none, cameraCheck: CameraCheck = .none
    ) throws(UserFacingError) {
        // A replay takes the results of writes, captures and camera checks from the log, and never
        // overwrites newer files.
        // Live, the profile and the progress are merged under a lock with what another instance saved.
        let files: FileWriter = options.replay == nil ? SharedFileWriter.make(loadedProfile: profile) : .none
        // The voice learnt or forgotten in the app reaches the listening thread (it returns no input to replay).
        let voiceChanges = VoiceSettingsChanges()
        var program = Program(
            feature: feature, state: state,
            performer: EffectPerformer(
                announcer: announcer, log: log, files: files, speech: profile.speech,
                handlers: (options.replay == nil
                    ? [camera.handler, cameraCheck.handler]
                    : [CaptureHandler.replayed.handler, CameraCheck.replayed.handler]) + [voiceChanges.handler]))
        // LANG=C: borders and marks in ASCII rather than characters the terminal cannot show.
        program.asciiOnly = TerminalCharacters.asciiOnly(environment: ProcessInfo.processInfo.environment)
        if options.headless {
            let screen = try runHeadless(&program)
            // A scene's own text could hold escape sequences; each screen line is printed as visible text.
            let lines = screen.plainText.split(separator: "\n", omittingEmptySubsequences: false)
            FileOutput.standardOutput.write(
                lines.map { PrintableText.escaped(String($0)) }.joined(separator: "\n") + "\n")
            try EventLogFailure.check(eventsOutput)
            return
        }
        let schedule = try schedule()
        // A bad speech model stops here, before the terminal is taken over.
        let listening =
            try options.voice
            ? VoiceInput.start(settings: profile.voice, wav: options.wav, mic: options.mic, changes: voiceChanges)
            : nil
        let terminal: NcursesScreen
        do {
            try NcursesScreen.checkTerminal()
            terminal = try NcursesScreen()
        } catch let error as TerminalUnavailable {
            // Name the command that was typed: `play` as well as `run` opens the terminal.
            let command = CommandLine.arguments.dropFirst().first { $0 == "play" || $0 == "run" } ?? "run"
            throw UserFacingError(
                message:
                    "facenav \(command) needs an interactive terminal: \(error.reason) (run it in a terminal window, or add --headless to replay a trace without one)"
            )
        } catch {
            throw UserFacingError(message: "\(error)")
        }
        let clock = LiveClock()
        var inputs = Program<F>.Inputs(schedule: schedule, fast: options.fast)
        var name = options.replay != nil ? "replay" : trace != nil ? "trace" : "keyboard"
        var opening: [ProgramInput] = []
        if options.trace != nil || options.replay != nil {
            opening.append(
                .notice(
                    Announcement(
                        "Replaying \(options.replay != nil ? "a logged session" : "a face trace"). Keys work too; ? for help."
                    )))
            inputs.whenScheduleEnds = [
                .inputChanged("keyboard"), .notice(Announcement("The trace has ended; keys still work.")),
            ]
        }
        let face: LiveFace.Source? =
            if let video = options.video {
                .video(video)
            } else if trace == nil, options.replay == nil, !options.emulateFace, options.camera != "none" {
                // Watched even when no camera is there yet: the live face waits for one to appear.
                .camera(CameraProbe.owner(camera: options.camera))
            } else {
                nil
            }
        if let face {
            let watching = LiveFace.start(face, models: options.models, clock: clock, frames: frames)
            inputs.background.append(watching)
        }
        if let face, case .camera(let owner) = face, owner.devicePath() == nil {
            opening.append(.notice(Announcement(CameraProbe.summary(tracing: false))))
        } else if let face {
            name = face.name
            opening.append(
                .notice(
                    Announcement(
                        "Watching your face through the \(face.name): turn to move, tongue out to press. Keys work too.",
                        priority: .important)))
        } else if trace == nil, options.replay == nil {
            opening.append(.notice(Announcement(CameraProbe.summary(tracing: false))))
        }
        if let listening {
            inputs.background.append(listening)
            name += " + \(listening.name)"
        }
        inputs.opening = [.inputChanged(name)] + opening
        if options.emulateFace { inputs.opening.append(.key(.character("f"))) }
        program.run(in: terminal, clock: clock, inputs: inputs)
        try EventLogFailure.check(eventsOutput)
        // Stopped by a signal: the program saved and restored the terminal; say so and exit 128 + signal.
        if let signal = NcursesScreen.terminationSignal {
            throw UserFacingError(message: "stopped by \(SignalName.of(signal))", exitCode: 128 + signal)
        }
    }

    /// Runs `program` headless through the loop's one headless entry point: a video frame by frame (so a
    /// feature sees the picture and a capture takes the frame of its moment), else the schedule.
    private func runHeadless<F: Feature>(_ program: inout Program<F>) throws(UserFacingError) -> ScreenBuffer {
        let size = options.size
        if let video = options.video, !options.voice {
            if let trace {
                return try program.runHeadless(
                    size: size, opening: [.inputChanged("trace + " + LiveFace.Source.video(video).name)]
                ) { (send) throws(UserFacingError) in try feed.feed(trace, overVideo: video, to: send) }
            }
            return try program.runHeadless(size: size, opening: [.inputChanged(LiveFace.Source.video(video).name)]) {
                (send) throws(UserFacingError) in try feed.measure(video: video, models: options.models, to: send)
            }
        }
        let schedule = try schedule()
        guard !schedule.isEmpty || options.replay != nil else {
            throw UserFacingError(
                message:
                    "--headless needs --trace FILE, --video FILE, --voice --wav FILE or --replay FILE: there is no one at the keyboard",
                exitCode: 2)
        }
        let name =
            options.replay != nil
            ? nil
            : options.video.map { LiveFace.Source.video($0).name } ?? (options.trace != nil ? "trace" : "voice")
        return program.runHeadless(size: size, schedule: schedule, opening: name.map { [.inputChanged($0)] } ?? [])
    }
}
