#if canImport(Glibc)
    import Glibc
#endif

/// Opens whatever a user names as a video: a `.y4m` file or `-` (YUV4MPEG2 on standard input), a PGM/PPM
/// image (one frame), a numbered pattern such as `frame%04d.pgm`, or a folder of images.
public enum VideoFile {
    /// The frame source for `path`; image sequences and single images play at `framesPerSecond`.
    public static func open(_ path: String, framesPerSecond: Double = 30) throws(FrameFileError) -> any FrameSource {
        if path == "-" { return try Y4MReader(path: path) }
        if path.contains("%") { return try ImageSequence(pattern: path, framesPerSecond: framesPerSecond) }
        var status = stat()
        guard stat(path, &status) == 0 else {
            throw FrameFileError(file: path, message: "cannot open: \(String(cString: strerror(errno)))")
        }
        if status.st_mode & S_IFMT == S_IFDIR {
            return try ImageSequence(folder: path, framesPerSecond: framesPerSecond)
        }
        let lower = path.lowercased()
        if lower.hasSuffix(".pgm") || lower.hasSuffix(".ppm") || lower.hasSuffix(".pnm") {
            return ImageSequence(files: [path], framesPerSecond: framesPerSecond)
        }
        return try Y4MReader(path: path)
    }
}
