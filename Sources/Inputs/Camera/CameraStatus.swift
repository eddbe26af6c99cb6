import FaceNavCore
import Runtime

/// What a camera check found (`ProgramEffect.checkCamera`, answered by `ProgramInput.cameraChecked`): ready,
/// or which of the usual reasons keeps the camera closed, each with the one thing to do about it on Linux.
public enum CameraStatus: FeatureInput {
    /// The camera opened and sent a picture.
    case ready
    /// No camera at this path (nothing plugged in, or another number).
    case noDevice(path: String)
    /// Another program holds the camera (`EBUSY`).
    case busy(path: String)
    /// The user may not open the camera (`EACCES`): not in the `video` group.
    case permissionDenied(path: String)
    /// The camera opens but sends no picture.
    case noPicture(path: String)
    /// Anything else, as the system said it.
    case failed(message: String)

    /// Why the camera cannot be used, as a clause: "permission denied opening /dev/video0"; nil when ready.
    public var reason: String? {
        switch self {
        case .ready: nil
        case .noDevice(let path): "there is no camera at \(path)"
        case .busy(let path): "\(path) is busy: another program is using it"
        case .permissionDenied(let path): "permission denied opening \(path)"
        case .noPicture(let path): "\(path) opens but sends no picture"
        case .failed(let message): message
        }
    }

    /// The one thing to do about it, as a sentence; nil when ready.
    public var fix: String? {
        switch self {
        case .ready: nil
        case .noDevice: "Plug in a camera; facenav devices lists the ones found."
        case .busy: "Close the program holding the camera (a video call, a browser tab, another FaceNav)."
        case .permissionDenied: "Join the video group: sudo usermod -aG video $USER, then log out and in again."
        case .noPicture: "Unplug the camera and plug it back in."
        case .failed: "Check the camera with facenav devices."
        }
    }

    /// The log's name for the case: "ready", "noDevice", "busy", "permissionDenied", "noPicture", "failed".
    public var name: String {
        switch self {
        case .ready: "ready"
        case .noDevice: "noDevice"
        case .busy: "busy"
        case .permissionDenied: "permissionDenied"
        case .noPicture: "noPicture"
        case .failed: "failed"
        }
    }

    /// The path or message the case carries, as the log writes it.
    public var detail: String {
        switch self {
        case .ready: ""
        case .noDevice(let path), .busy(let path), .permissionDenied(let path), .noPicture(let path): path
        case .failed(let message): message
        }
    }

    /// The status a log line's `name` and `detail` stand for; nil for an unknown name.
    public init?(name: String, detail: String) {
        switch name {
        case "ready": self = .ready
        case "noDevice": self = .noDevice(path: detail)
        case "busy": self = .busy(path: detail)
        case "permissionDenied": self = .permissionDenied(path: detail)
        case "noPicture": self = .noPicture(path: detail)
        case "failed": self = .failed(message: detail)
        default: return nil
        }
    }

    public static var logName: String? { "camera" }

    public func addLogFields(to json: inout JSONLineWriter) {
        json.add("status", name)
        json.add("detail", detail)
    }

    public static func parse(logFields fields: LogLineFields) throws(ProgramInputLogError) -> CameraStatus {
        guard let status = CameraStatus(name: try fields.text("status"), detail: fields.optionalText("detail") ?? "")
        else {
            throw ProgramInputLogError(message: "an unknown camera status '\(fields.raw("status"))'")
        }
        return status
    }
}
