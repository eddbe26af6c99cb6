/// What the voice input reports besides accepted commands: whether it listens, and each utterance's
/// decoded words (which the calibration wizard's voice step needs even when no command was accepted).
public enum VoiceInputEvent: Hashable, Sendable {
    /// The microphone (or a WAV file standing in for it) is listened to.
    case listening
    /// Listening failed or ended: no utterance will come.
    case off
    /// One utterance's decoded command words, each with its score.
    case utterance([SpokenWord])
}
