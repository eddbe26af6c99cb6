import FaceNavCore

/// A dwell target of the wizard's voice step, so the step can be steered by the head alone.
public enum VoiceStepButton: String, Hashable, Sendable, CaseIterable {
    case again = "Again"
    case skipWord = "Skip word"
    case stop = "Stop"

    /// The command it stands for in the voice step (`AppState.voiceStepCommand`).
    public var command: Command {
        switch self {
        case .again: .next
        case .skipWord: .activate
        case .stop: .back
        }
    }
}
