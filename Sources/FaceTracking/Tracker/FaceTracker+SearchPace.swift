import FaceNavCore
import Frames

extension FaceTracker {
    /// Whether a face is being followed from the last frame (the next is not searched whole).
    public var isFollowingFace: Bool { state.landmarks != nil }

    /// Measures `frame` as `measure` does, except that while no face is followed only the frames `pace`
    /// says are searched; the others are measured lost, as a search that found nothing would be, so nothing
    /// can be pressed meanwhile.
    public mutating func measure(_ frame: Frame, pace: inout FaceSearchPace) -> FaceMeasurement {
        guard pace.measures(following: isFollowingFace) else { return .lost(at: frame.time) }
        return measure(frame)
    }
}
