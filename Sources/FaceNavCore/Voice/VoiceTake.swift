/// One take of the voice step: the word asked for and what was decoded when the user said it.
///
/// The rules enrolment learns by, shared by the calibration wizard and `facenav listen --enrol`
/// (`VoiceEnrolment`): a take counts when the best-fitting decoded word (highest score) is the word asked
/// for, and gives that word's score; a take heard as another command, or as nothing, teaches nothing, so
/// enrolment can never make one command stand for another. Each word keeps its lowest score heard right,
/// but no lower than `lowestEnrolledScore`.
public struct VoiceTake: Hashable, Sendable {
    public var prompt: String
    public var heard: [SpokenWord]

    public init(prompt: String, heard: [SpokenWord]) {
        self.prompt = prompt
        self.heard = heard
    }

    /// What a take taught.
    public enum Verdict: Hashable, Sendable {
        /// Heard as the word asked for, with its score (nil when the recogniser gave none).
        case counted(score: Double?)
        /// Heard as another command word.
        case heardAs(String)
        /// No command word was decoded.
        case nothing
    }

    public var verdict: Verdict {
        guard let best = heard.max(by: { ($0.score ?? -.infinity) < ($1.score ?? -.infinity) }) else {
            return .nothing
        }
        return best.word == prompt ? .counted(score: best.score) : .heardAs(best.word)
    }

    /// The enrolled score of each word heard right, and one line per take that taught nothing
    /// ("select, take 2: heard as back").
    public struct Outcome: Hashable, Sendable {
        public var enrolled: [String: Double] = [:]
        public var problems: [String] = []
        /// Per word, the features of its takes where a word was decoded (`SpokenWord.features`), whatever
        /// it was heard as: the user's own way of saying it.
        public var templates = VoiceTemplates()

        public init(enrolled: [String: Double] = [:], problems: [String] = []) {
            self.enrolled = enrolled
            self.problems = problems
        }

        /// `settings` with these words' scores and templates enrolled: a word learnt now replaces what was
        /// learnt before, a word not learnt now keeps it. The saved mean cepstrum is dropped: it came from
        /// the earlier takes, and the calibration wizard's voice step does not measure one (`listen --enrol`
        /// sets the one it measures, `VoiceEnrolment.Learnt`).
        public func applied(to settings: VoiceSettings) -> VoiceSettings {
            var result = settings
            result.enrolled.merge(enrolled) { _, new in new }
            result.templates = settings.templates.merging(templates)
            result.cepstralMean = nil
            return result
        }
    }

    /// The lowest score enrolled: a take heard right under it enrols its word at it.
    ///
    /// An enrolled word is accepted down to a little under its score without the word-score check, so a
    /// very low take would let near words through too. Measured on the tune part's near words and
    /// conversation (`facenav listen --all` on its 32 such files: 237 decoded command words, every one
    /// taken as enrolled at the floor, margin and uncovered speech still checked): 42 pass at -12, 57 at -15,
    /// 61 at -16, 65 at -17, 70 at -20. No floor is free; -16 is a middle choice (accepted down to -18), and
    /// with it the held-out voice of `VoiceStepRecordingTests` gains commands and no false one.
    public static let lowestEnrolledScore = -16.0

    /// How many times each word is asked for.
    public static let takesPerWord = 2

    /// The word to ask for at each take, in order: every word `takesPerWord` times in a row.
    public static func prompts(for words: some Sequence<String>) -> [String] {
        Array(words).sorted().flatMap { Array(repeating: $0, count: takesPerWord) }
    }

    /// Learns from `takes`, in the order they were said.
    public static func learn(from takes: [VoiceTake]) -> Outcome {
        var outcome = Outcome()
        var takeNumber: [String: Int] = [:]
        for take in takes {
            takeNumber[take.prompt, default: 0] += 1
            let name = "\(take.prompt), take \(takeNumber[take.prompt]!)"
            switch take.verdict {
            case .nothing: outcome.problems.append("\(name): nothing was heard")
            case .heardAs(let other): outcome.problems.append("\(name): heard as \(other)")
            case .counted(let score?):
                let kept = max(score, lowestEnrolledScore)
                outcome.enrolled[take.prompt] = min(outcome.enrolled[take.prompt] ?? kept, kept)
            case .counted(nil): break
            }
            let best = take.heard.max { ($0.score ?? -.infinity) < ($1.score ?? -.infinity) }
            if let features = best?.features, features.count >= 5 {
                // The latest takes, when a word was tried more often than templates are kept.
                outcome.templates.words[take.prompt, default: []].append(features)
                outcome.templates.words[take.prompt] = Array(
                    outcome.templates.words[take.prompt]!.suffix(VoiceTemplates.maximumTakesPerWord))
            }
        }
        return outcome
    }
}
