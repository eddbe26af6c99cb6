import EscapeGame
import FaceNavCore
import NcursesTerminal
import ScreenRendering

/// The game's run loop in a terminal: keys, the face trace and the clock become game actions; after each
/// batch the state is rendered and only the changed cells are written.
struct GameSession {
    private var state: GameState
    private let shell: GameShell
    private let screen: NcursesScreen
    private var renderer: GameScreenRenderer
    private let trace: [FaceMeasurement]
    private let fast: Bool
    private let clock = ContinuousClock()
    private let start: ContinuousClock.Instant

    init(state: GameState, shell: GameShell, renderer: GameScreenRenderer, trace: [FaceMeasurement]?, fast: Bool)
        throws(UserFacingError)
    {
        do {
            try NcursesScreen.checkTerminal()
            screen = try NcursesScreen()
        } catch {
            throw UserFacingError(message: "\(error)")
        }
        self.state = state
        self.shell = shell
        self.renderer = renderer
        self.trace = trace ?? []
        self.fast = fast
        start = clock.now
        self.state.playArea = GameScreenRenderer.playArea(for: screen.size)
    }

    private var now: Double {
        let elapsed = clock.now - start
        return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
    }

    /// Runs until the player quits; `opening` starts the game (the saved place, or a chosen level).
    mutating func run(opening: GameAction?) {
        defer { screen.restore() }
        if let opening {
            shell.send(opening, to: &state, at: 0)
        } else {
            shell.perform(state.start(at: 0), on: &state)
        }
        var previous: ScreenBuffer?
        var next = 0
        let traceStart = trace.first?.time ?? 0
        while !state.isQuitting {
            if NcursesScreen.terminationRequested {
                shell.send(.quit, to: &state, at: now)
                break
            }
            if next < trace.count {
                let due = fast ? trace[min(trace.count - 1, next + 3)].time : traceStart + now
                while next < trace.count, trace[next].time <= due, !state.isQuitting {
                    shell.send(.faceMeasured(trace[next]), to: &state, at: trace[next].time - traceStart)
                    next += 1
                }
                if next == trace.count { renderer.inputName = "keyboard" }
            }
            shell.send(.tick, to: &state, at: now)
            shell.announcer.poll()
            let frame = renderer.render(state, size: screen.size)
            if frame != previous {
                screen.present(frame)
                previous = frame
            }
            let input = screen.nextInput(timeout: fast && next < trace.count ? 0 : 1000 / 30)
            for action in KeyTranslation.actions(for: input) {
                switch action {
                case .key(let key): shell.send(.key(key), to: &state, at: now)
                case .resized(let size): state.playArea = GameScreenRenderer.playArea(for: size)
                default: break
                }
            }
        }
    }
}
