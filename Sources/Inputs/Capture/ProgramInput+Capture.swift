import Runtime

extension ProgramInput {
    /// A `capture` effect's result: logged, so a replay is told the same without taking a photo.
    public static func captured(_ result: CaptureResult) -> ProgramInput { .feature(result) }
}

extension ProgramEffect {
    /// Take a photo from the last full camera frame (see `CaptureHandler`); answered by `.captured`.
    public static func capture(_ request: CaptureRequest) -> ProgramEffect { .feature(request) }
}
