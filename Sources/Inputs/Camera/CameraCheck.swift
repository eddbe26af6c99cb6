import Runtime

/// Checks the camera for `ProgramEffect.checkCamera` (through `handler`): the live one (in `Features`, over V4L2) opens the
/// device and waits for a picture; tests inject a fake device or an answer; with none, there is no camera.
public struct CameraCheck: Sendable {
    /// The camera's status now; nil to answer nothing (a replay, whose log holds the answer).
    public var check: @Sendable () -> CameraStatus?

    public init(check: @escaping @Sendable () -> CameraStatus?) {
        self.check = check
    }

    /// A replay: the logged answer is replayed, so the check itself answers nothing and opens no camera.
    public static let replayed = CameraCheck { nil }

    /// No camera: every check says there is none.
    public static let none = CameraCheck { .noDevice(path: "/dev/video0") }

    /// Always this answer (a video file stands in for the camera: it is ready).
    public static func always(_ status: CameraStatus) -> CameraCheck { CameraCheck { status } }

    /// Performs `ProgramEffect.checkCamera` for the `EffectPerformer`: on a thread of its own in a live run,
    /// since the check may wait for a picture.
    public var handler: FeatureEffectHandler {
        let check = check
        return FeatureEffectHandler(for: CameraCheckRequest.self, mayWait: true) { _ in
            check().map { [.cameraChecked($0)] } ?? []
        }
    }
}
