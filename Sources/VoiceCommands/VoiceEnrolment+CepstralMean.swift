extension VoiceEnrolment {
    /// The mean cepstrum of every take (each cut and trimmed as a stream is, weighted by its frames;
    /// `PocketSphinxRecognizer.cepstralMean(of:)`), as the front end of `model` measures it: how this voice
    /// and microphone sound on average, for `VoiceSettings.cepstralMean`. A take heard as another command
    /// counts too: it is still this voice. The front end is that of `options` (without its mean).
    ///
    /// - Throws: `VoiceError` when the takes hold no speech or the model cannot load.
    public func cepstralMean(of takes: [Take], model: VoiceModel, options: DecoderOptions = DecoderOptions())
        throws(VoiceError) -> [Float]
    {
        try cepstralMean(of: takes.map { WavAudio(samples: $0.samples) }, model: model, options: options)
    }

    /// The mean cepstrum of recorded takes (`cepstralMean(of:model:options:)` for takes not yet decoded,
    /// as `listen --ceiling --cmn-from-takes` reads them).
    ///
    /// - Throws: `VoiceError` when the recordings hold no speech or the model cannot load.
    public func cepstralMean(
        of recordings: [WavAudio], model: VoiceModel, options: DecoderOptions = DecoderOptions()
    ) throws(VoiceError) -> [Float] {
        var measuring = options
        measuring.cepstralMean = nil
        return try PocketSphinxRecognizer(model: model, words: words, options: measuring).cepstralMean(of: recordings)
    }

    /// `takes` decoded again by `recognizer` (one that starts from the voice's own mean, say), so the
    /// enrolled scores are those it will give.
    public static func redecoded(_ takes: [Take], by recognizer: PocketSphinxRecognizer) throws(VoiceError) -> [Take] {
        var result: [Take] = []
        for take in takes {
            result.append((take.prompt, try recognizer.recognize(WavAudio(samples: take.samples)), take.samples))
        }
        return result
    }
}
