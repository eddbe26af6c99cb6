import Features
import Runtime

#if canImport(Glibc)
    import Glibc
#endif

/// Looks for a webcam, to tell the user at start-up what will drive FaceNav.
enum CameraProbe {
    /// The V4L2 device nodes present (/dev/video0, ...).
    static func devices() -> [String] {
        (0..<16).map { "/dev/video\($0)" }.filter { access($0, F_OK) == 0 }
    }

    /// What the document app's camera check (and its "Check again") opens for these options: a video
    /// stands in for the camera and is ready; `--camera none` turns it off; else the camera chosen, or the
    /// first one present, or /dev/video0, is opened and must send a picture.
    static func check(camera: String?, video: String?) -> CameraCheck {
        if video != nil { return .always(.ready) }
        if camera == "none" { return .always(.failed(message: "the camera is turned off (--camera none)")) }
        return .v4l2(path: camera ?? devices().first ?? "/dev/video0")
    }

    static func summary(tracing: Bool) -> String {
        if tracing { return "Replaying a face trace. Keys work too; ? for help." }
        let found = devices()
        if found.isEmpty {
            return
                "No webcam found (no /dev/video device): running on the keyboard. Press f to emulate a face, ? for help."
        }
        return
            "Webcam \(found[0]) found but not watched (--camera none): running on the keyboard; f emulates a face."
    }
}
