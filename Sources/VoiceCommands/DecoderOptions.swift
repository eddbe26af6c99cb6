/// How `PocketSphinxRecognizer` sets up pocketsphinx beyond FaceNav's own settings: for measuring the
/// decoder's ceiling (`facenav listen --score DIR --ceiling`). The default changes nothing.
public struct DecoderOptions: Sendable {
    /// pocketsphinx arguments for every decoder, as "-name", "value" pairs (front end: `-dither no`,
    /// `-remove_noise yes`, `-cmn live`); each replaces FaceNav's value of the same name.
    public var arguments: [String]
    /// Arguments for the command grammar's decoder only (search: `-lw`, `-wip`, `-pip`, beams, `-fwdflat`).
    public var commandArguments: [String]
    /// A cepstral mean (13 coefficients) that every utterance's mean normalisation starts from, as
    /// `-cmn live` with `-cmninit` would, but reset for each utterance so the order of decoding does not
    /// matter; for example the mean of the user's enrolment takes (`PocketSphinxRecognizer.cepstralMean`).
    /// Nil: each utterance's own mean (`-cmn batch`).
    public var cepstralMean: [Float]?
    /// Pronunciations the command grammar has besides the dictionary's (phones, space-separated, per word).
    public var pronunciations: [String: [String]]
    /// How utterances are cut from the stream (its `margin` is the audio handed over before the speech).
    public var detector: UtteranceDetector
    /// How leading and trailing non-speech is trimmed (its `keep` is the quiet kept around the speech).
    public var trimmer: NonSpeechTrimmer

    public init(
        arguments: [String] = [], commandArguments: [String] = [], cepstralMean: [Float]? = nil,
        pronunciations: [String: [String]] = ExtraPronunciations.table,
        detector: UtteranceDetector = UtteranceDetector(),
        trimmer: NonSpeechTrimmer = NonSpeechTrimmer()
    ) {
        self.arguments = arguments
        self.commandArguments = commandArguments
        self.cepstralMean = cepstralMean
        self.pronunciations = pronunciations
        self.detector = detector
        self.trimmer = trimmer
    }

    /// `base` with each "-name", "value" pair of `overrides` replacing the pair of the same name, or added
    /// after (pocketsphinx refuses a name given twice).
    static func merged(_ base: [String], _ overrides: [String]) -> [String] {
        var result = base
        for index in stride(from: 0, to: overrides.count - 1, by: 2) {
            let name = overrides[index]
            let value = overrides[index + 1]
            if let at = stride(from: 0, to: result.count - 1, by: 2).first(where: { result[$0] == name }) {
                result[at + 1] = value
            } else {
                result += [name, value]
            }
        }
        return result
    }
}
