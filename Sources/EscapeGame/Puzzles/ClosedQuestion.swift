/// A question with answers to choose from, one of them right; the answers are shown shuffled.
public struct ClosedQuestion: Hashable, Sendable {
    public var question: String
    /// In the order the file lists them; the game shuffles them with the level's seed.
    public var answers: [String]
    public var correct: String

    public init(question: String, answers: [String], correct: String) {
        self.question = question
        self.answers = answers
        self.correct = correct
    }

    public func problems() -> [String] {
        var problems: [String] = []
        if answers.count < 2 { problems.append("a closed question needs at least 2 answers, not \(answers.count)") }
        if Set(answers).count != answers.count { problems.append("the answers repeat one another") }
        if !answers.contains(correct) {
            problems.append(
                "the correct answer '\(correct)' is not one of the answers (\(answers.joined(separator: ", ")))")
        }
        return problems
    }
}
