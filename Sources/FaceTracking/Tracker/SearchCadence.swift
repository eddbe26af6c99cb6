/// Which of the whole-frame searches that found nothing also run a dearer search (the turned frame, the
/// cascades after the learned detector): every one while a face was seen in the last `recentFace` seconds
/// (the tracker counts its start as a face seen), else one in `idleEvery`, so a face just lost or just
/// arrived is found at once and an empty room costs a fraction. Pure: the caller counts the attempts.
public struct SearchCadence: Sendable, Hashable {
    /// Seconds after a face was last seen during which every attempt searches.
    public var recentFace: Double
    /// Otherwise one attempt in this many searches.
    public var idleEvery: Int

    public init(recentFace: Double, idleEvery: Int) {
        self.recentFace = recentFace
        self.idleEvery = max(1, idleEvery)
    }

    /// Whether the `attempt`th attempt (counting from 0) searches, a face having last been seen `sinceFace`
    /// seconds ago (nil: none yet; a clock that went back is no recent face).
    public func searches(attempt: Int, sinceFace: Double?) -> Bool {
        if let sinceFace, sinceFace >= 0, sinceFace <= recentFace { return true }
        return attempt % idleEvery == 0
    }
}
