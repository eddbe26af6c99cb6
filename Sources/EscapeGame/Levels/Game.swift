/// The whole escape game: its opening that teaches the controls, its chapters in order, and its ending.
public struct Game: Hashable, Sendable {
    public var title: String
    /// Spoken first on a new game: the story's start and how to play.
    public var introduction: String
    public var chapters: [Chapter]
    /// Spoken when the last level of the last chapter is solved.
    public var ending: String

    public init(title: String, introduction: String, chapters: [Chapter], ending: String) {
        self.title = title
        self.introduction = introduction
        self.chapters = chapters
        self.ending = ending
    }

    /// The level at `id`, if the game has it.
    public func level(_ id: LevelID) -> Level? {
        guard chapters.indices.contains(id.chapter), chapters[id.chapter].levels.indices.contains(id.level) else {
            return nil
        }
        return chapters[id.chapter].levels[id.level]
    }

    /// Every level in playing order.
    public var levelIDs: [LevelID] {
        chapters.indices.flatMap { c in chapters[c].levels.indices.map { LevelID(chapter: c, level: $0) } }
    }

    /// The level after `id` in playing order, or nil after the last.
    public func level(after id: LevelID) -> LevelID? {
        let all = levelIDs
        guard let index = all.firstIndex(of: id), index + 1 < all.count else { return nil }
        return all[index + 1]
    }

    /// Problems that make the game unplayable: no chapters, an empty chapter, or a malformed level.
    public func problems() -> [String] {
        var problems: [String] = []
        if chapters.isEmpty { problems.append("the game has no chapters") }
        for (c, chapter) in chapters.enumerated() {
            if chapter.levels.isEmpty { problems.append("chapter \(c + 1) has no levels") }
            for (l, level) in chapter.levels.enumerated() {
                problems += level.problems().map { "chapter \(c + 1) level \(l + 1): \($0)" }
            }
        }
        return problems
    }
}
