/// How often a live tracker searches the whole frame while it follows no face: every `every`th frame, so a
/// person who has stepped away costs a third of the work at 30 fps (a whole-frame search is about 20 ms of
/// LBP, and 13 more of Haar when LBP finds nothing, per 640x480 frame).
///
/// A face that comes into view is found at most `every - 1` frames later than by searching each frame. While
/// a face is followed every frame is measured, and the first frame after it is lost is searched at once,
/// since the face is most likely still there. Pure: the caller says, frame by frame, whether a face is
/// followed.
public struct FaceSearchPace: Sendable, Hashable {
    /// One frame in `every` is searched while no face is followed; 1 searches them all.
    public let every: Int
    /// Frames skipped since the last search.
    private var skipped: Int

    public init(every: Int = 3) {
        self.every = max(1, every)
        skipped = self.every - 1
    }

    /// Whether to measure this frame, given whether a face is `following` from the last one.
    public mutating func measures(following: Bool) -> Bool {
        if following {
            skipped = every - 1  // the first frame after the face is lost is searched at once
            return true
        }
        if skipped >= every - 1 {
            skipped = 0
            return true
        }
        skipped += 1
        return false
    }
}
