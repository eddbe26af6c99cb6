import FaceNavCore

/// What a feature's reducer asks the world to do; the program's one `EffectPerformer` does it.
///
/// Effects are values, so a test reads them without performing them. A result that matters to the
/// feature (a write that failed) comes back as a `ProgramInput`.
public enum ProgramEffect: Hashable, Sendable {
    /// Speak, through the one announcer (the text is already in the feature's state for the screen).
    case announce(Announcement)
    /// Append one JSON line to the event log.
    case log(String)
    /// Replace a file's contents atomically (a temporary file renamed over it), creating its folder.
    case writeFile(path: String, contents: String)
    /// Turn the one announcer's voice on or off and set its rate; off also stops what it is saying.
    case configureSpeech(SpeechSettings)
    /// An effect a feature declares for itself (take a photo, check the camera), performed by the
    /// `FeatureEffectHandler` the edge gave the performer; its result comes back as an input.
    case featureEffect(AnyFeatureEffect)
    /// Stop speaking and end the program after this batch.
    case quit
}

extension ProgramEffect {
    /// An effect a feature declared (`FeatureEffect`), for the performer's handlers.
    public static func feature(_ effect: some FeatureEffect) -> ProgramEffect {
        .featureEffect(AnyFeatureEffect(effect))
    }

    /// The feature-declared effect this is, as `type`; nil for any other effect.
    public func featureEffect<E: FeatureEffect>(as type: E.Type) -> E? {
        guard case .featureEffect(let effect) = self else { return nil }
        return effect.as(type)
    }
}
