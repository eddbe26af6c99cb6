/// The user's own takes of each command word, kept as sequences of spectral feature frames (mel cepstra),
/// so a word heard later can be compared with how this voice says it.
///
/// Learnt by enrolment (`facenav listen --enrol`) and kept beside the profile (`VoiceTemplateFile`); the
/// comparison is in `VoiceCommands` (`TemplateMatcher`). Empty: no voice learnt.
public struct VoiceTemplates: Hashable, Sendable {
    /// Per word, each take's frames, each frame `VoiceTemplates.coefficientCount` numbers.
    public var words: [String: [[[Float]]]]

    public init(words: [String: [[[Float]]]] = [:]) {
        self.words = words
    }

    public var isEmpty: Bool { words.values.allSatisfy(\.isEmpty) }

    /// Numbers per frame.
    public static let coefficientCount = 12
    /// Takes kept per word.
    public static let maximumTakesPerWord = 8

    /// These templates with `other`'s words replacing theirs: a word learnt again replaces what was learnt.
    public func merging(_ other: VoiceTemplates) -> VoiceTemplates {
        VoiceTemplates(words: words.merging(other.words.filter { !$0.value.isEmpty }) { _, new in new })
    }
}
