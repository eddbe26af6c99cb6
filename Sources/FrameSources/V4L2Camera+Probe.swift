extension V4L2Camera {
    /// Checks that the camera at `path` can be used now: opens it, waits for one frame, and lets it go.
    ///
    /// The error says which of the usual reasons stands in the way, as the open and set-up calls report it:
    /// no device (`ENOENT`, `ENODEV`), another program holds it (`EBUSY`), the user may not open it
    /// (`EACCES`: not in the `video` group), or it opens but sends no picture within
    /// `settings.frameTimeout` seconds. A camera that is streaming elsewhere in this program answers busy,
    /// so check only a camera nobody here is watching.
    public static func probe(
        path: String, settings: CameraSettings = CameraSettings(), system: any V4L2System = LiveV4L2System()
    ) throws(CameraError) {
        let camera = try V4L2Camera(path: path, settings: settings, system: system)
        defer { camera.close() }
        guard try camera.nextFrame() != nil else {
            throw CameraError.noFrames(path: path, seconds: settings.frameTimeout)
        }
    }
}
