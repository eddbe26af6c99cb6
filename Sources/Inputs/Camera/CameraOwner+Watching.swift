import Foundation
import FrameSources

extension CameraOwner {
    /// Opens the camera for the live face as `openWhenAvailable` does, saying what stands in the way once per
    /// reason through `unavailable` (face tracking is off meanwhile), and through `found` once the camera opens
    /// after a wait: "Camera found: /dev/video0 is open; watching your face."
    ///
    /// With no camera asked for and none present the opening summary has said so already, so that is not
    /// said again; a camera plugged in later that cannot be opened (forbidden, busy) is. `afterLoss`: the
    /// camera was lost mid-stream and that was said (`WatchedCamera`), so neither its absence nor its
    /// opening is said here; it is found once it sends a frame.
    public func openForWatching(
        afterLoss: Bool = false, isStopping: () -> Bool, unavailable: (String) -> Void,
        found: (_ text: String, _ path: String) -> Void,
        pause: (Double) -> Void = { usleep(UInt32($0 * 1_000_000)) }
    ) throws(CameraError) -> V4L2Camera? {
        var waited = false
        var said: String?
        let camera = try openWhenAvailable(
            isStopping: isStopping,
            failed: { error in
                waited = true
                if path == nil || afterLoss, case .noDevice = error { return }
                guard said != "\(error)" else { return }
                said = "\(error)"
                unavailable("Face tracking off: \(error); keys still work. The camera is tried again every second.")
            }, pause: pause)
        if waited, !afterLoss, let camera {
            found("Camera found: \(camera.path) is open; watching your face.", camera.path)
        }
        return camera
    }
}
