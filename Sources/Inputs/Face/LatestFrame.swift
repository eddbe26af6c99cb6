import FaceTracking
import Synchronization

/// The last full-resolution frame the camera or video delivered, kept beside the loop for captures: the
/// loop itself only sees a small preview (`ProgramInput.frameSeen`), so no picture ever enters the event
/// log. The face thread stores, the effect performer reads.
public final class LatestFrame: Sendable {
    private let frame = Mutex<Frame?>(nil)

    public init() {}

    public func store(_ new: Frame) { frame.withLock { $0 = new } }

    public var current: Frame? { frame.withLock { $0 } }
}
