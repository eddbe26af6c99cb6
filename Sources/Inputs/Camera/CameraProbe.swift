import Runtime
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// Looks for a webcam, to tell the user at start-up what will drive FaceNav.
public enum CameraProbe {
    /// The V4L2 device nodes present (/dev/video0, ...).
    public static func devices() -> [String] {
        (0..<16).map { "/dev/video\($0)" }.filter { access($0, F_OK) == 0 }
    }

    /// What the document app's camera check (and its "Check again") asks for these options: a video
    /// stands in for the camera and is ready; `--camera none` turns it off; else the owner of the camera
    /// chosen (or of the first one present when it is checked) answers: the live face's next frame while it
    /// holds the camera, else the device opened for one picture.
    public static func check(camera: String?, video: String?) -> CameraCheck {
        if video != nil { return .always(.ready) }
        if camera == "none" { return .always(.failed(message: "the camera is turned off (--camera none)")) }
        return .owned(by: owner(camera: camera))
    }

    private static let owners = Mutex<[String: CameraOwner]>([:])

    /// The one owner of the camera `camera` names (nil: the first present), shared by the live face and the
    /// camera check of this process, so the device is never opened twice at once.
    public static func owner(camera: String?) -> CameraOwner {
        owners.withLock { owners in
            if let owner = owners[camera ?? ""] { return owner }
            let owner = CameraOwner(path: camera)
            owners[camera ?? ""] = owner
            return owner
        }
    }

    public static func summary(tracing: Bool) -> String {
        if tracing { return "Replaying a face trace. Keys work too; ? for help." }
        let found = devices()
        if found.isEmpty {
            return
                "No webcam found (no /dev/video device): running on the keyboard, watching for one to be plugged in. Press f to emulate a face, ? for help."
        }
        return
            "Webcam \(found[0]) found but not watched (--camera none): running on the keyboard; f emulates a face."
    }
}
