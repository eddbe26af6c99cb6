import Runtime

/// Takes the photos of `ProgramEffect.capture`: the live one (in `facenav`) writes the last full camera
/// frame as a JPEG; tests inject their own; with none, every request fails saying there is no camera.
public struct CaptureHandler: Sendable {
    /// The result of a request; nil to answer nothing (a replay, whose log holds the answer).
    public var capture: @Sendable (CaptureRequest) -> CaptureResult?

    public init(capture: @escaping @Sendable (CaptureRequest) -> CaptureResult?) {
        self.capture = capture
    }

    /// No camera: every request fails, saying so.
    public static let none = CaptureHandler { request in
        CaptureResult(request: request, outcome: .failed("no camera frame to capture"))
    }

    /// A replay: the logged result is replayed, so the handler answers nothing and takes or writes nothing.
    public static let replayed = CaptureHandler { _ in nil }

    /// Performs `ProgramEffect.capture` for the `EffectPerformer`.
    public var handler: FeatureEffectHandler {
        let capture = capture
        return FeatureEffectHandler(for: CaptureRequest.self) { request in
            capture(request).map { [.captured($0)] } ?? []
        }
    }
}
