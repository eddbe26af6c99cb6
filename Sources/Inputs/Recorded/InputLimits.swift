/// The largest inputs the command line accepts, checked where they enter; each refusal names its limit.
public enum InputLimits {
    /// A face trace or an events log to replay: 256 MiB (about two hours of frames at 30 a second).
    public static let traceBytes = 256 << 20
    /// A registry photo, a scene or any other file read whole: 64 MiB.
    public static let fileBytes = 64 << 20
}
