/// How often a live tracker searches the whole frame while it follows no face: every `every`th frame, so a
/// person who has stepped away costs a third of the work at 30 fps (a whole-frame search is about 20 ms of
/// LBP, and 13 more of Haar when LBP finds nothing, per 640x480 frame).
///
/// A face that comes into view is found at most `every - 1` frames later than by searching each frame. While
/// a face is followed every frame is measured, and the first frame after it is lost is searched at once,
/// since the face is most likely still there. After `restAfter` frames in a row with no face (10 s at
/// 30 fps: nobody is there) the pace rests to one frame in `restingEvery`, so an empty room costs a third
/// of that again, and a person who comes back is found at most `restingEvery - 1` frames late (0.27 s),
/// well inside the second a face settles before any gesture counts. Pure: the caller says, frame by frame,
/// whether a face is followed.
public struct FaceSearchPace: Sendable, Hashable {
    /// One frame in `every` is searched while no face is followed; 1 searches them all.
    public let every: Int
    /// After this many frames in a row with no face followed, the pace rests to `restingEvery`.
    public let restAfter: Int
    /// One frame in this many is searched once the pace rests; never fewer than `every`.
    public let restingEvery: Int
    /// Frames skipped since the last search.
    private var skipped: Int
    /// Frames in a row with no face followed.
    private var unfollowed = 0

    public init(every: Int = 3, restAfter: Int = 300, restingEvery: Int = 9) {
        self.every = max(1, every)
        self.restAfter = max(0, restAfter)
        self.restingEvery = max(self.every, restingEvery)
        skipped = self.every - 1
    }

    /// Whether to measure this frame, given whether a face is `following` from the last one.
    public mutating func measures(following: Bool) -> Bool {
        if following {
            skipped = every - 1  // the first frame after the face is lost is searched at once
            unfollowed = 0
            return true
        }
        unfollowed += 1
        let every = unfollowed > restAfter ? restingEvery : self.every
        if skipped >= every - 1 {
            skipped = 0
            return true
        }
        skipped += 1
        return false
    }
}
