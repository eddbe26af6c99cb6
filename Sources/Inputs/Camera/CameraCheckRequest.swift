import Runtime

/// The effect asking whether the camera can be opened now (`ProgramEffect.checkCamera`): performed by a
/// `CameraCheck`, answered by `ProgramInput.cameraChecked` with a `CameraStatus`.
public struct CameraCheckRequest: FeatureEffect {
    public init() {}
}
