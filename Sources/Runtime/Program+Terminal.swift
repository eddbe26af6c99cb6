import FaceNavCore
import ScreenRendering

extension Program {
    /// How a live run is fed besides the terminal.
    public struct Inputs {
        /// Sent once, right after the start: the input's name, the opening summary.
        public var opening: [ProgramInput] = []
        /// Inputs due at set times: a trace, the commands of a WAV file, a logged session.
        public var schedule = ScheduledInputs()
        /// Sent once when the schedule has run out ("the trace has ended").
        public var whenScheduleEnds: [ProgramInput] = []
        /// Threads making inputs: a camera's face tracker, a microphone.
        public var background: [BackgroundInput] = []
        /// Send the schedule as fast as the loop turns instead of at its times.
        public var fast = false

        public init(
            opening: [ProgramInput] = [], schedule: ScheduledInputs = ScheduledInputs(),
            whenScheduleEnds: [ProgramInput] = [], background: [BackgroundInput] = [], fast: Bool = false
        ) {
            self.opening = opening
            self.schedule = schedule
            self.whenScheduleEnds = whenScheduleEnds
            self.background = background
            self.fast = fast
        }
    }

    /// Runs in `terminal` until the feature quits or the process is asked to stop; then stops the
    /// background inputs and restores the terminal.
    ///
    /// Each turn: the schedule's due inputs, a tick when the feature wants one, the announcer moves on, the
    /// screen is drawn if it changed, then up to one frame time (1/`frameRate` s) waiting for a key, and
    /// what the background inputs and the effects run on threads made. A face measurement keeps the time its tracker
    /// gave it.
    public mutating func run(in terminal: any Terminal, clock: any ProgramClock, inputs: Inputs, frameRate: Int = 30) {
        // An effect that may wait (a camera check) must not stop the screen: it runs on a thread and its
        // answer comes back as an input.
        performer.performsWaitingEffectsInBackground = true
        defer {
            performer.performsWaitingEffectsInBackground = false
            for source in inputs.background { source.stop() }
            terminal.restore()
        }
        start(size: terminal.size, at: clock.now)
        for input in inputs.opening { send(input, at: clock.now) }
        var schedule = inputs.schedule
        var scheduleEnded = schedule.isEmpty
        var previous: ScreenBuffer?
        var speechProblemSaid = false
        while !isFinished {
            if terminal.terminationRequested {
                send(.quitRequested, at: clock.now)
                break
            }
            if !schedule.isEmpty {
                let due = inputs.fast ? schedule.take(count: 4) : schedule.take(upTo: clock.now)
                for entry in due where !isFinished { send(entry.input, at: entry.time) }
            }
            if schedule.isEmpty, !scheduleEnded {
                scheduleEnded = true
                for input in inputs.whenScheduleEnds { send(input, at: time) }
            }
            if feature.wantsTicks(state) { send(.tick, at: clock.now) }
            performer.announcer.poll()
            if !speechProblemSaid, let problem = performer.announcer.problem {
                // Heard by nobody: shown instead, and kept at the front of every status line.
                speechProblemSaid = true
                send(
                    .notice(
                        Announcement(
                            "No sound: \(problem). Messages still show here and in the message history.",
                            priority: .important, lastingMark: "no sound")), at: clock.now)
            }
            guard !isFinished else { break }
            let frame = render(size: terminal.size)
            if frame != previous {
                terminal.present(frame)
                previous = frame
            }
            let wait = inputs.fast && !schedule.isEmpty ? 0 : 1000 / max(1, frameRate)
            if let input = terminal.nextInput(timeout: wait) { send(input, at: clock.now) }
            for input in performer.takeBackgroundResults() where !isFinished { send(input, at: clock.now) }
            for source in inputs.background {
                for input in source.take() {
                    if case .faceMeasured(let face) = input {
                        send(input, at: face.time)
                    } else {
                        send(input, at: clock.now)
                    }
                }
            }
        }
    }
}
