/// A video or image file that could not be read, with where: the file and, for a video, the frame.
///
/// `description` is one line fit to print, such as
/// `megamind.y4m: frame 12 is truncated: 3120 of 570240 bytes`.
public struct FrameFileError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file's path as the user gave it (`stdin` for `-`).
    public var file: String
    /// The index of the frame being read, from 0; nil for a problem in the file's header or a still image.
    public var frame: Int?
    /// What is wrong, without the file name.
    public var message: String

    public init(file: String, frame: Int? = nil, message: String) {
        self.file = file
        self.frame = frame
        self.message = message
    }

    public var description: String {
        if let frame { return "\(file): frame \(frame) \(message)" }
        return "\(file): \(message)"
    }
}
