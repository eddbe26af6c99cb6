import EscapeGame
import FaceNavCore
import SceneFormat
import Speech

/// Performs the game's effects: speaks, logs, and saves progress. The only place the game touches the world.
final class GameShell {
    let announcer: Announcer
    let log: FileOutput?
    private let progressPath: String?

    init(announcer: Announcer, events: String?, progressPath: String?) throws(UserFacingError) {
        self.announcer = announcer
        log = try events.map { path throws(UserFacingError) in try FileOutput(appendingTo: path) }
        self.progressPath = progressPath
    }

    /// Applies `action` to `state` at `time` and performs what it asks for.
    func send(_ action: GameAction, to state: inout GameState, at time: Double) {
        perform(state.reduce(action, at: time), on: &state)
    }

    func perform(_ effects: [GameEffect], on state: inout GameState) {
        var lines = ""
        for effect in effects {
            switch effect {
            case .announce(let announcement): announcer.announce(announcement)
            case .log(let event): lines += event.jsonLine + "\n"
            case .saveProgress(let progress):
                guard let progressPath else { continue }
                do {
                    try ProgressFile.save(progress, to: progressPath)
                } catch {
                    let warning = Announcement("Progress not saved: \(error.message)", priority: .important)
                    state.lastAnnouncement = warning
                    announcer.announce(warning)
                    lines += GameEvent(time: state.time, kind: .app(.announcement(warning))).jsonLine + "\n"
                }
            case .quit: announcer.stop()
            }
        }
        if !lines.isEmpty { log?.write(lines) }
    }
}
