import FaceNavCore
import NcursesTerminal
import ScreenRendering

/// The interactive run loop: terminal input, the face trace and the clock become actions; after each
/// batch the state is rendered and only the changed cells are written.
struct TerminalSession {
    private var state: AppState
    private let log: EventLog
    private let screen: NcursesScreen
    private let trace: [FaceMeasurement]
    private let fast: Bool
    private let clock = ContinuousClock()
    private let start: ContinuousClock.Instant
    private var voice: VoiceInput?
    private var face: LiveFace?

    /// Frames per second of the loop when nothing is typed: the emulated face and the trace tick at this rate.
    static let frameRate = 30

    init(app: AppDefinition, profile: Profile, log: EventLog, trace: [FaceMeasurement]?, fast: Bool)
        throws(UserFacingError)
    {
        do {
            try NcursesScreen.checkTerminal()
        } catch {
            throw UserFacingError(
                message: "\(error)", exitCode: 1)
        }
        do {
            screen = try NcursesScreen()
        } catch {
            throw UserFacingError(message: "\(error)")
        }
        self.log = log
        self.trace = trace ?? []
        self.fast = fast
        start = clock.now
        state = AppState(
            app: app, profile: profile, screenSize: screen.size, inputName: trace == nil ? "keyboard" : "trace")
        let opening = CameraProbe.summary(tracing: trace != nil)
        send(.command(.recenter, source: .key))
        state.lastAnnouncement = Announcement(opening)
        log.record([.log(AppEvent(time: 0, kind: .announcement(Announcement(opening))))])
    }

    mutating func startWithEmulatedFace() {
        send(.toggleEmulatedFace)
    }

    /// Takes heard voice commands as actions from now on.
    mutating func listen(to voice: VoiceInput) {
        self.voice = voice
        state.inputName += " + \(voice.name)"
    }

    /// Takes the measurements of a face watched live (a camera, or a video in real time) from now on.
    mutating func watch(_ source: LiveFace.Source, models: String?) {
        let clock = self.clock
        let start = self.start
        let live = LiveFace.start(source, models: models) { Self.seconds(clock.now - start) }
        face = live
        state.inputName = live.name
        announce("Watching your face through the \(live.name): turn to move, tongue out to press. Keys work too.")
    }

    private static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) * 1e-18
    }

    private var now: Double {
        Self.seconds(clock.now - start)
    }

    private mutating func send(_ action: Action, at time: Double? = nil) {
        let effects = state.reduce(action, at: time ?? now)
        log.record(effects)
    }

    private mutating func announce(_ text: String) {
        let announcement = Announcement(text, priority: .important)
        state.lastAnnouncement = announcement
        log.record([.log(AppEvent(time: now, kind: .announcement(announcement)))])
    }

    mutating func run() {
        defer { screen.restore() }
        var previous: ScreenBuffer?
        var next = 0
        let traceStart = trace.first?.time ?? 0
        let renderer = ScreenRenderer()
        while !state.isQuitting {
            if NcursesScreen.terminationRequested {
                send(.command(.quit, source: .key))
                break
            }
            // Feed the trace frames that are due (all of a batch at once when --fast).
            if next < trace.count {
                let due = fast ? trace[min(trace.count - 1, next + 3)].time : traceStart + now
                while next < trace.count, trace[next].time <= due, !state.isQuitting {
                    send(.faceMeasured(trace[next]), at: trace[next].time)
                    next += 1
                }
                if next == trace.count {
                    state.inputName = "keyboard"
                    let ended = Announcement("The trace has ended; keys still work.")
                    state.lastAnnouncement = ended
                    log.record([.log(AppEvent(time: state.time, kind: .announcement(ended)))])
                }
            }
            if state.emulatedFace != nil { send(.tick) }
            let frame = renderer.render(state)
            if frame != previous {
                screen.present(frame)
                previous = frame
            }
            let input = screen.nextInput(timeout: fast && next < trace.count ? 0 : 1000 / Self.frameRate)
            for action in KeyTranslation.actions(for: input) { send(action) }
            if let seen = face?.take() {
                for measurement in seen.measurements { send(.faceMeasured(measurement), at: measurement.time) }
                if let problem = seen.problem { announce(problem) }
            }
            if let heard = voice?.take() {
                for action in heard.actions { send(action) }
                if let problem = heard.problem { announce(problem) }
            }
        }
        voice?.stop()
        face?.stop()
    }
}
