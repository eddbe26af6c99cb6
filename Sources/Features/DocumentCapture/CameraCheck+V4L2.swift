import FrameSources
import Runtime

extension CameraCheck {
    /// The live check of the V4L2 camera at `path`: `V4L2Camera.probe` (open, one frame within
    /// `frameTimeout` seconds, close) through the system `system` makes, libv4l2 or a fake device in tests.
    ///
    /// It blocks the loop for at most `frameTimeout` (a camera that opens but stays dark); the other
    /// reasons fail at once.
    public static func v4l2(
        path: String, frameTimeout: Double = 2,
        system: @escaping @Sendable () -> any V4L2System = {
            LiveV4L2System()
        }
    ) -> CameraCheck {
        CameraCheck {
            do throws(CameraError) {
                try V4L2Camera.probe(
                    path: path, settings: CameraSettings(frameTimeout: frameTimeout), system: system())
                return .ready
            } catch {
                return CameraStatus(error)
            }
        }
    }
}
