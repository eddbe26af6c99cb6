import FaceNavCore

extension DecoderOptions {
    /// Whether the recogniser starts each utterance's mean normalisation from the mean cepstrum of the
    /// user's enrolment takes (`VoiceSettings.cepstralMean`) when the profile has one.
    ///
    /// Off: on the tune part (every voice enrolled from its takes, the learned rule refitted on that dump),
    /// leave-one-voice-out it heard 174 of 320 with 8 false commands, where FaceNav without it hears 175 with
    /// 4 (BENCHMARKS.md, "The voice's own mean from enrolment").
    public static let startsFromEnrolledMean = false

    /// FaceNav's settings for a voice: with `ownMean` (default `startsFromEnrolledMean`), its enrolled mean
    /// cepstrum (`VoiceSettings.cepstralMean`), when it has one, starts every utterance's mean normalisation.
    public init(for settings: VoiceSettings, ownMean: Bool = DecoderOptions.startsFromEnrolledMean) {
        self.init(cepstralMean: ownMean ? settings.cepstralMean?.map { Float($0) } : nil)
    }
}
