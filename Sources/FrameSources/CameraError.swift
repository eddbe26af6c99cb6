#if canImport(Glibc)
    import Glibc
#endif

/// Why a camera could not be opened or stopped streaming; `description` is one line telling the user what to
/// do.
///
/// `cameraDisconnected` is what a camera unplugged mid-stream gives, after its last frame, so the caller can
/// tell it from a failure to start.
public enum CameraError: Error, Hashable, Sendable, CustomStringConvertible {
    case noDevice(path: String)
    case deviceBusy(path: String)
    case permissionDenied(path: String)
    case notACaptureDevice(path: String, name: String)
    case noSupportedFormat(path: String, name: String, offered: [String])
    case cameraDisconnected(path: String, framesDelivered: Int)
    case noFrames(path: String, seconds: Double)
    case systemCall(path: String, operation: String, code: Int32)

    public var description: String {
        switch self {
        case .noDevice(let path):
            return "no camera at \(path): plug in a webcam, or run `facenav devices` to list the cameras present"
        case .deviceBusy(let path):
            return "\(path) is busy: another program is using the camera; close it (a video call, a browser tab) "
                + "and try again"
        case .permissionDenied(let path):
            return "permission denied opening \(path): join the video group with `sudo usermod -aG video $USER`, "
                + "then log out and in again"
        case .notACaptureDevice(let path, let name):
            return "\(path) (\(name)) is not a video capture device (it may be a camera's metadata node): "
                + "run `facenav devices` and choose another"
        case .noSupportedFormat(let path, let name, let offered):
            let list = offered.isEmpty ? "none" : offered.joined(separator: ", ")
            return "\(path) (\(name)) offers no picture format FaceNav reads (it offers \(list)); FaceNav reads "
                + "YUYV, YUV 4:2:0 and GREY, which libv4l2 converts MJPEG and most others to"
        case .cameraDisconnected(let path, let frames):
            return "\(path) stopped after \(frames) frame\(frames == 1 ? "" : "s"): the camera was unplugged; "
                + "plug it back in and start again"
        case .noFrames(let path, let seconds):
            let shown = seconds == seconds.rounded() ? String(Int(seconds)) : String(seconds)
            return "\(path) sent no frame for \(shown) s: check that the camera works (`facenav devices`), "
                + "or unplug it and plug it back in"
        case .systemCall(let path, let operation, let code):
            return "\(path): \(operation) failed: \(String(cString: strerror(code)))"
        }
    }

    /// The error for a failed `open` of `path`.
    static func opening(_ path: String, _ error: SystemError) -> CameraError {
        switch error.code {
        case ENOENT, ENXIO, ENODEV, ENOTDIR: return .noDevice(path: path)
        case EBUSY: return .deviceBusy(path: path)
        case EACCES, EPERM: return .permissionDenied(path: path)
        default: return .systemCall(path: path, operation: "open", code: error.code)
        }
    }

    /// The error for a failed `operation` while setting up `path`.
    static func settingUp(_ path: String, _ operation: String, _ error: SystemError) -> CameraError {
        switch error.code {
        case EBUSY: return .deviceBusy(path: path)
        case ENODEV, ENXIO: return .noDevice(path: path)
        case EACCES, EPERM: return .permissionDenied(path: path)
        default: return .systemCall(path: path, operation: operation, code: error.code)
        }
    }
}
