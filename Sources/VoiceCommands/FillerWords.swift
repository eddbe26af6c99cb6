/// Pieces of words and hesitations: the fillers of the open grammar (`CommandGrammar.openJSGF`), so that a
/// near word decodes to a command with something more ("select" + "er" for "selector", "previous" + "lee"
/// for "previously", "back" + "up" for "backup") or to fillers alone, and a command counts only when the utterance
/// decodes to the command alone.
///
/// Syllables that end or start other words ("or", "er", "door", "lee", "tor", "up") and hesitations ("uh",
/// "um"); words the dictionary lacks are left out when the grammar is built. Whole frequent words ("but",
/// "both", "that") were tried too: they took the place of commands said alone ("back" as "but", "pause" as
/// "both") and halved the commands heard (tune part: BENCHMARKS.md).
enum FillerWords {
    static let pieces: [String] = [
        "a", "ah", "da", "door", "ee", "eh", "er", "hmm", "ing", "la", "lee", "ly", "ma", "oh", "ta", "ter", "tor",
        "uh", "um", "up",
    ]
}
