import FaceNavCore
import Runtime

extension ProgramInput {
    /// A camera or video frame, scaled down for the screen (`CameraFrame`); never logged.
    public static func frameSeen(_ image: PreviewImage, source: Size) -> ProgramInput {
        .feature(CameraFrame(image: image, source: source))
    }

    /// A `checkCamera` effect's answer: logged, so a replay is told the same without opening a camera.
    public static func cameraChecked(_ status: CameraStatus) -> ProgramInput { .feature(status) }

    /// The camera's and the capture side's inputs that the event log keeps, for a replay to read back
    /// (`ScheduledInputs.replay(_:featureInputs:)`).
    public static var loggedCameraInputs: [any FeatureInput.Type] { [CameraStatus.self, CaptureResult.self] }
}

extension ProgramEffect {
    /// Check that the camera can be opened now (see `CameraCheck`); answered by `.cameraChecked`.
    public static var checkCamera: ProgramEffect { .feature(CameraCheckRequest()) }
}
