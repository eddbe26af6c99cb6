import FaceNavCore
import ScreenRendering
import VoiceCommands

extension HeadlessSession {
    /// Replays face frames and heard voice commands together, in time order, then prints the screen.
    ///
    /// A command heard at the same time as a frame comes after it.
    mutating func play(_ frames: [FaceMeasurement], voice: [HeardCommand]) -> String {
        if frames.isEmpty { state.inputName = "voice" }
        let actions =
            (frames.map { (time: $0.time, order: 0, action: Action.faceMeasured($0)) }
            + voice.map { (time: $0.time, order: 1, action: $0.action) })
            .enumerated()
            .sorted { ($0.element.time, $0.element.order, $0.offset) < ($1.element.time, $1.element.order, $1.offset) }
            .map(\.element)
        for entry in actions {
            log.record(state.reduce(entry.action, at: entry.time))
            if state.isQuitting { break }
        }
        return ScreenRenderer().render(state).plainText
    }
}
