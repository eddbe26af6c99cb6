import Frames

/// Anything that yields timestamped frames one after another: a video file, an image sequence, a camera.
///
/// `nextFrame()` returns nil when the stream has ended cleanly and throws when it cannot go on (a truncated
/// file, a camera unplugged mid-stream); either way no further frames follow.
public protocol FrameSource {
    mutating func nextFrame() throws -> Frame?
}
