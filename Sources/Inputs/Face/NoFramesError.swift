/// The error for a video that opens (its header is fine) but holds no frame, which would otherwise end a
/// run or a track with nothing done and exit status 0.
public enum NoFramesError {
    public static func video(_ path: String) -> UserFacingError {
        UserFacingError(
            message: "\(path): the video has a header but no frames; record or convert it again", exitCode: 2)
    }
}
