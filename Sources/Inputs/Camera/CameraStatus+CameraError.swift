import FrameSources
import Runtime

extension CameraStatus {
    /// The status a camera that failed to open or to send a picture stands for: the four reasons a user can
    /// fix told apart, anything else kept as the system's own sentence.
    public init(_ error: CameraError) {
        switch error {
        case .noDevice(let path): self = .noDevice(path: path)
        case .deviceBusy(let path): self = .busy(path: path)
        case .permissionDenied(let path): self = .permissionDenied(path: path)
        case .noFrames(let path, _), .cameraDisconnected(let path, _): self = .noPicture(path: path)
        case .notACaptureDevice, .noSupportedFormat, .systemCall: self = .failed(message: error.description)
        }
    }
}
