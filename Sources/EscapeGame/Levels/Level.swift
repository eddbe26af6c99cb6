/// One room to escape: a title, the story text read on entry, its puzzle, and hints.
public struct Level: Hashable, Sendable {
    public var title: String
    public var story: String
    public var puzzle: Puzzle
    /// Unlocked one at a time as the player spends time on the level.
    public var hints: [String]
    /// Spoken when the level is solved.
    public var success: String

    public init(title: String, story: String, puzzle: Puzzle, hints: [String] = [], success: String = "Correct!") {
        self.title = title
        self.story = story
        self.puzzle = puzzle
        self.hints = hints
        self.success = success
    }

    /// What is wrong with this level's definition, in words; empty when it is playable.
    public func problems() -> [String] {
        var problems: [String] = []
        if title.trimmed.isEmpty { problems.append("the title is empty") }
        problems += puzzle.problems()
        return problems
    }
}
