import FrameSources
import Runtime

extension CameraCheck {
    /// The live check of the V4L2 camera at `path`: `V4L2Camera.probe` (open, one frame within
    /// `frameTimeout` seconds, close) through the system `system` makes, libv4l2 or a fake device in tests.
    ///
    /// It waits for at most `frameTimeout` (a camera that opens but stays dark), on its own thread in a live
    /// run; the other reasons fail at once. Where the live face watches the camera, use `owned(by:)`.
    public static func v4l2(
        path: String, frameTimeout: Double = 2,
        system: @escaping @Sendable () -> any V4L2System = {
            LiveV4L2System()
        }
    ) -> CameraCheck {
        owned(by: CameraOwner(path: path, system: system), frameTimeout: frameTimeout)
    }

    /// The check of the camera `owner` holds for the live face: its next frame while it is held, the device
    /// opened only when it is not (`CameraOwner.check`).
    public static func owned(by owner: CameraOwner, frameTimeout: Double = 2) -> CameraCheck {
        CameraCheck { owner.check(frameTimeout: frameTimeout) }
    }
}
