import FaceNavCore

/// Everything that reaches a running program from outside, on one stream, in the order it happened.
///
/// Keys, the mouse, face measurements, heard voice commands, the clock, the terminal's size, what the
/// inputs report about themselves, the results of effects, and inputs the features declare themselves
/// (`FeatureInput`: the loop knows no camera and no capture): a feature turns each into its own action
/// (`Feature.action(for:)`), and nothing else changes its state. Every input is written to the event log,
/// so a logged session replays exactly (`ProgramInput+Log.swift`).
public enum ProgramInput: Hashable, Sendable {
    case key(Key)
    /// The mouse moved to a cell.
    case pointerMoved(Point)
    /// The mouse clicked a cell.
    case clicked(Point)
    /// The terminal is this size now (also the first input of every run).
    case resized(Size)
    /// A frame from a face: a camera, a video, a trace, or the replay of a log.
    case faceMeasured(FaceMeasurement)
    /// A command word heard by the voice input.
    case heard(Command, word: String)
    /// The voice input started or stopped listening, or decoded an utterance (for the wizard's voice step).
    case voice(VoiceInputEvent)
    /// Time passed: timers, hints and the emulated face move on.
    case tick
    /// What drives the program changed, for the status line: "camera /dev/video0", "keyboard".
    case inputChanged(String)
    /// Something to tell the user that no reducer decided: an input failed or ended, the opening summary.
    case notice(Announcement)
    /// A `writeFile` effect failed; the message says why, fit to print.
    case writeFailed(path: String, message: String)
    /// An input a feature declares for itself (a camera picture, a photo's result), made at the edge and
    /// read by the feature with `featureInput(as:)`; logged when its type has a `logName`.
    case featureInput(AnyFeatureInput)
    /// The process was asked to stop (SIGINT, SIGTERM, SIGHUP): quit now.
    case quitRequested
}

extension ProgramInput {
    /// An input a feature declared (`FeatureInput`), on the one stream.
    public static func feature(_ input: some FeatureInput) -> ProgramInput { .featureInput(AnyFeatureInput(input)) }

    /// The feature-declared input this is, as `type`; nil for any other input.
    public func featureInput<I: FeatureInput>(as type: I.Type) -> I? {
        guard case .featureInput(let input) = self else { return nil }
        return input.as(type)
    }
}
