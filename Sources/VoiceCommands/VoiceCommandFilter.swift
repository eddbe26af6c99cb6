import FaceNavCore

/// Turns decoded words into commands: the profile's word → command mapping, the confidence policy, and a
/// cooldown per command so one spoken word never acts twice.
///
/// Pure: times come with the words, on the audio stream's clock.
public struct VoiceCommandFilter: Sendable {
    public private(set) var settings: VoiceSettings
    public private(set) var policy: ConfidencePolicy
    /// How the user's own templates judge a word after the policy (`HeardWord.templateDistances`), when
    /// the settings have templates.
    public var templateRule = TemplateRule.default
    private var lastAccepted: [Command: Double] = [:]

    /// A filter with the settings' words, cooldown, minimum score and enrolled scores.
    public init(settings: VoiceSettings) {
        self.init(
            settings: settings,
            policy: ConfidencePolicy(minimumScore: settings.minimumScore, enrolled: settings.enrolled))
    }

    public init(settings: VoiceSettings, policy: ConfidencePolicy) {
        self.settings = settings
        self.policy = policy
    }

    /// Listens with `settings` from now on (the user's voice learnt or forgotten while FaceNav runs): their
    /// words, minimum and enrolled scores and templates, the policy's other checks as they were. Each
    /// command's cooldown is kept, so a word heard just before is not acted on twice.
    public mutating func adopt(_ settings: VoiceSettings) {
        self.settings = settings
        policy.minimumScore = settings.minimumScore
        policy.enrolled = settings.enrolled
    }

    /// The command `word` gives, or nil when it is garbage, doubtful, or inside its command's cooldown. With
    /// templates, the word heard may be another than the decoded one (`TemplateRule.heard`).
    public mutating func accept(_ word: HeardWord) -> HeardCommand? {
        guard settings.words[word.word] != nil else { return nil }
        let generally = policy.accepts(word)
        let heard =
            settings.templates.isEmpty ? (generally ? word.word : nil) : templateRule.heard(word, generally: generally)
        guard let heard, let command = settings.words[heard] else { return nil }
        if let last = lastAccepted[command], word.end - last < settings.cooldown { return nil }
        lastAccepted[command] = word.end
        return HeardCommand(word: heard, command: command, time: word.end)
    }

    /// The commands among `words`, in order.
    public mutating func accept(_ words: [HeardWord]) -> [HeardCommand] {
        words.compactMap { accept($0) }
    }
}
