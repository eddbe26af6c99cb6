/// A small deterministic generator (SplitMix64): the same seed shuffles answers and places clues the same
/// way on every run, so a level is the same for everyone with the same seed.
public struct SeededRandom: RandomNumberGenerator, Sendable {
    private var state: UInt64

    public init(seed: UInt64) {
        state = seed
    }

    /// A generator for one level, mixed from the game's seed and the level's place.
    public init(seed: UInt64, level: LevelID) {
        state = seed ^ (UInt64(level.chapter + 1) &* 0x9E37_79B9) ^ (UInt64(level.level + 1) &* 0x85EB_CA6B)
    }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
