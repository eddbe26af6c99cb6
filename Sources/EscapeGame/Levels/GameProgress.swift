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

    enum CodingKeys: String, CodingKey {
        case current, completed, finished
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        current = try container.decode(LevelID.self, forKey: .current)
        completed = Set(try container.decode([LevelID].self, forKey: .completed))
        finished = try container.decodeIfPresent(Bool.self, forKey: .finished) ?? false
    }

    /// Writes the completed levels in playing order, so the file reads well and diffs cleanly.
    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(current, forKey: .current)
        try container.encode(completed.sorted(), forKey: .completed)
        try container.encode(finished, forKey: .finished)
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
