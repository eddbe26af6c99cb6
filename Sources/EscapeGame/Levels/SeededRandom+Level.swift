import FaceNavCore
import SceneApp

extension SeededRandom {
    /// A generator for one level, mixed from the game's seed and the level's place.
    public init(seed: UInt64, level: LevelID) {
        self.init(
            seed: seed ^ (UInt64(level.chapter + 1) &* 0x9E37_79B9) ^ (UInt64(level.level + 1) &* 0x85EB_CA6B))
    }
}
