/// How FaceNav listens for spoken commands: which word gives which command, and where the speech model is.
///
/// The words are whole words of the dictionary in use; each becomes an alternative of the recogniser's
/// grammar. Another language works by pointing `model` and `dictionary` at its acoustic model and
/// pronunciation dictionary and choosing words from it (`ok`, `voltar`, `próximo`, `anterior`).
public struct VoiceSettings: Hashable, Sendable {
    /// Spoken word → command, like the gesture bindings.
    public var words: [String: Command]
    /// Seconds after a command during which the same command heard again is ignored.
    ///
    /// One second: a word lasts about half a second, so a decoder that splits one spoken word in two is
    /// still heard once, while "next … next" said a second apart steps twice.
    public var cooldown: Double
    /// The lowest score (how much better a word fits than other words, per 10 ms frame) that acts.
    ///
    /// -12: over 16 noise renderings of two synthetic voices it missed none of 192 command words, while
    /// 41% of near words ("nest", "neck") got through; at -10, 11% of the commands were missed and 27% of
    /// the near words got through.
    /// Raise it towards 0 to trade misses for fewer false accepts (README, "Voice commands").
    public var minimumScore: Double
    /// Per word, the lowest score the user's own voice gave it when enrolled (`facenav listen --enrol`):
    /// a word the general model hears badly in this voice is accepted down to a little under it, while
    /// every other check (the closest other command, the utterance's length) stays. Empty: not enrolled.
    public var enrolled: [String: Double]
    /// Per word, the user's own takes as spectral templates (`VoiceTemplates`), kept beside the profile
    /// rather than in it (`VoiceTemplateFile`); a word heard must be nearer its own templates than any other
    /// word's to act (`TemplateRule`). Empty: not enrolled.
    public var templates: VoiceTemplates = VoiceTemplates()
    /// The mean cepstrum of the user's enrolment takes (`VoiceSettings.cepstralMeanLength` numbers, as the
    /// recogniser's front end measures them), saved at enrolment: the recogniser may start each utterance's
    /// mean normalisation from it instead of from the utterance alone, so a short command is normalised
    /// as this voice and microphone sound. Nil: not enrolled, or enrolled before it was kept.
    public var cepstralMean: [Double]? = nil
    /// The acoustic model folder, or nil for the installed US English model.
    public var model: String?
    /// The pronunciation dictionary, or nil for the installed US English dictionary.
    public var dictionary: String?
    /// The user's MLLR adaptation of the acoustic model, learnt at enrolment and kept beside the profile
    /// (`profile.voice-mllr`); set when the profile is loaded and the file is sound. Nil: the general model.
    public var adaptation: String? = nil

    public init(
        words: [String: Command] = VoiceSettings.defaultWords, cooldown: Double = 1.0, minimumScore: Double = -12,
        model: String? = nil, dictionary: String? = nil, enrolled: [String: Double] = [:]
    ) {
        self.enrolled = enrolled
        self.words = words
        self.cooldown = cooldown
        self.minimumScore = minimumScore
        self.model = model
        self.dictionary = dictionary
    }

    /// select → activate, back, next, previous, pause → pause or resume, center → recenter, and the words
    /// that open FaceNav's own screens: help, settings, history, camera.
    public static let defaultWords: [String: Command] = [
        "select": .activate,
        "back": .back,
        "next": .next,
        "previous": .previous,
        "pause": .pauseResume,
        "center": .recenter,
        "help": .help,
        "settings": .settings,
        "history": .history,
        "camera": .camera,
    ]

    /// Numbers in a `cepstralMean`: the cepstra of pocketsphinx's front end (its `-ceplen`).
    public static let cepstralMeanLength = 13

    public static let `default` = VoiceSettings()
}
