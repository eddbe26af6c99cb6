#if canImport(Glibc)
    import Glibc
#endif

extension V4L2Camera {
    /// Opens the camera at `path`, trying again every `interval` seconds while it is missing, busy or
    /// forbidden: the problems a person fixes while FaceNav runs (plugging the camera in, closing the program
    /// holding it, being given access to it). Any other error is thrown at once.
    ///
    /// `failed` hears each failed attempt; `isStopping` is asked before each wait, and nil is returned once
    /// it says true. `pause` waits (injected by tests, which do not sleep).
    public static func openWhenAvailable(
        path: String, settings: CameraSettings = CameraSettings(), system: any V4L2System = LiveV4L2System(),
        interval: Double = 1, isStopping: () -> Bool, failed: (CameraError) -> Void,
        pause: (Double) -> Void = { usleep(UInt32($0 * 1_000_000)) }
    ) throws(CameraError) -> V4L2Camera? {
        while true {
            do throws(CameraError) {
                return try V4L2Camera(path: path, settings: settings, system: system)
            } catch {
                switch error {
                case .noDevice, .deviceBusy, .permissionDenied: failed(error)
                default: throw error
                }
            }
            if isStopping() { return nil }
            pause(interval)
            if isStopping() { return nil }
        }
    }
}
