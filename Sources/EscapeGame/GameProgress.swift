/// How far the player is: the level being played and every level solved. Saved after each solved level.
public struct GameProgress: Hashable, Sendable, Codable {
    public var current: LevelID
    public var completed: Set<LevelID>
    /// True once the last level is solved.
    public var finished: Bool

    public init(current: LevelID = LevelID(chapter: 0, level: 0), completed: Set<LevelID> = [], finished: Bool = false)
    {
        self.current = current
        self.completed = completed
        self.finished = finished
    }

    /// A level is completed once solved, unlocked when it is the current level or before it, else locked.
    public func status(of id: LevelID) -> LevelStatus {
        if completed.contains(id) { return .completed }
        return id <= current ? .unlocked : .locked
    }
}

/// A level as the level-select screen shows it.
public enum LevelStatus: String, Hashable, Sendable {
    case locked, unlocked, completed
}
