/// Takes the photos of `ProgramEffect.capture`: the live one (in `facenav`) writes the last full camera
/// frame as a JPEG; tests inject their own; with none, every request fails saying there is no camera.
public struct CaptureHandler: Sendable {
    public var capture: @Sendable (CaptureRequest) -> CaptureResult

    public init(capture: @escaping @Sendable (CaptureRequest) -> CaptureResult) {
        self.capture = capture
    }

    /// No camera: every request fails, saying so.
    public static let none = CaptureHandler { request in
        CaptureResult(request: request, outcome: .failed("no camera frame to capture"))
    }
}
