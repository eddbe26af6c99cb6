/// Where a level sits in the game: chapter and level, both counted from 0.
///
/// Players and files count from 1; `description` does that ("2.3" is chapter 2, level 3).
public struct LevelID: Hashable, Sendable, Comparable, Codable, CustomStringConvertible {
    public var chapter: Int
    public var level: Int

    public init(chapter: Int, level: Int) {
        self.chapter = chapter
        self.level = level
    }

    public static func < (lhs: LevelID, rhs: LevelID) -> Bool {
        (lhs.chapter, lhs.level) < (rhs.chapter, rhs.level)
    }

    public var description: String { "\(chapter + 1).\(level + 1)" }
}
