/// Pronunciations of command words that the CMU dictionary lacks but voices use: "back" as B AA K, the
/// British "a" espeak-ng's en-GB voices speak, which the dictionary has only as "bach" or "bock".
///
/// The recogniser adds them to the command and open grammars' decoder as `word(2)`, `word(3)`, ... and keeps
/// the dictionary's words that sound exactly like them out of the garbage, so the command is not weighed
/// against its own sound.
public enum ExtraPronunciations {
    /// Phones (space-separated) per command word.
    public static let table: [String: [String]] = ["back": ["B AA K"]]

    /// The extra pronunciations of those `words` that have any.
    public static func of(_ words: some Sequence<String>, in table: [String: [String]] = table)
        -> [(word: String, phones: String)]
    {
        words.flatMap { word in (table[word] ?? []).map { (word, $0) } }
    }
}
