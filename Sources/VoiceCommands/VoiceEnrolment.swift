/// Learns how a user's own voice scores each command word, from takes of each word said on request.
///
/// A voice the general model hears badly (an accent, dysarthric speech) may give its commands scores
/// under the usual minimum, so they are missed. Each take is decoded as any utterance is; a take the
/// command grammar heard as its own word gives that word's score, and the lowest such score is kept
/// (`VoiceSettings.enrolled`). A take heard as another command, or not at all, teaches nothing and is
/// reported, so enrolment can never make one command stand for another. Pure.
public struct VoiceEnrolment: Hashable, Sendable {
    /// The words asked for, each `takesPerWord` times in a row.
    public var words: [String]
    public static let takesPerWord = 2

    public init(words: some Sequence<String>) {
        self.words = Array(words).sorted()
    }

    /// The word to ask for at each take, in order: every word twice.
    public var prompts: [String] { words.flatMap { Array(repeating: $0, count: Self.takesPerWord) } }

    /// The outcome of the takes: the enrolled score of each word heard right, and one line per take that
    /// taught nothing ("select, take 2: heard as back").
    public struct Outcome: Hashable, Sendable {
        public var enrolled: [String: Double] = [:]
        public var problems: [String] = []
    }

    /// Learns from `takes`: each prompted word with every word decoded in its recording.
    ///
    /// The take's command is the decoded word that fits best (highest score); the word's enrolled score
    /// is the lowest over its takes heard right.
    public static func learn(from takes: [(prompt: String, heard: [HeardWord])]) -> Outcome {
        var outcome = Outcome()
        var takeNumber: [String: Int] = [:]
        for (prompt, heard) in takes {
            takeNumber[prompt, default: 0] += 1
            let name = "\(prompt), take \(takeNumber[prompt]!)"
            guard let best = heard.max(by: { ($0.score ?? -.infinity) < ($1.score ?? -.infinity) }) else {
                outcome.problems.append("\(name): nothing was heard")
                continue
            }
            guard best.word == prompt else {
                outcome.problems.append("\(name): heard as \(best.word)")
                continue
            }
            guard let score = best.score else { continue }
            outcome.enrolled[prompt] = min(outcome.enrolled[prompt] ?? score, score)
        }
        return outcome
    }
}
