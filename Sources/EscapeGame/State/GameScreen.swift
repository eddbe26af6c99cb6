/// What the game shows: the opening, a chapter's introduction, a level, the level list, or the ending.
public enum GameScreen: Hashable, Sendable {
    case opening
    case chapterIntroduction(Int)
    case level(LevelID)
    case levelSelect
    case ending
}
