import FaceNavCore
import ScreenRendering

/// Replays a face trace with no terminal: every frame through the reducer at its own time, then the
/// final screen as text. For tests, CI and scripts.
struct HeadlessSession {
    var state: AppState
    let log: EventLog

    init(app: AppDefinition, profile: Profile, size: Size, log: EventLog) {
        state = AppState(app: app, profile: profile, screenSize: size, inputName: "trace")
        self.log = log
    }

    mutating func play(_ frames: [FaceMeasurement]) -> String {
        for frame in frames {
            log.record(state.reduce(.faceMeasured(frame), at: frame.time))
            if state.isQuitting { break }
        }
        return ScreenRenderer().render(state).plainText
    }
}
