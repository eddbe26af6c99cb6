import Frames

/// Frames from a YUV4MPEG2 (`.y4m`) video, streamed from a file or standard input.
///
/// Any video becomes one with `ffmpeg -i x.mp4 -f yuv4mpegpipe -pix_fmt yuv420p -`. Frames are read one at a
/// time, each picture plane straight into its image, so memory stays at one frame whatever the length. Frame
/// `n` is stamped `n / frameRate` seconds. Reads 4:2:0 (every siting), 4:2:2, 4:1:1, 4:4:4 (with or without
/// alpha) and mono; luma and chroma keep the file's range (ffmpeg writes limited range, 16...235, unless the
/// header says `XCOLORRANGE=FULL`).
///
/// A file that ends inside a frame, or whose frame does not start with `FRAME`, throws a `FrameFileError`
/// naming the frame; after that, and after the last frame, `nextFrame()` returns nil.
public final class Y4MReader: FrameSource {
    /// The stream's header.
    public let header: Y4MHeader
    /// The name used in errors: the path, or `stdin`.
    public var name: String { input.name }

    private let input: ByteInput
    private var nextIndex = 0
    private var finished = false

    /// Opens `path` (`-` for standard input) and reads its header.
    public convenience init(path: String) throws(FrameFileError) {
        try self.init(input: ByteInput(path: path))
    }

    /// Reads a stream from an open descriptor, such as a pipe from ffmpeg; `name` names it in errors. The
    /// descriptor stays open: the caller closes it after the reader is gone.
    public convenience init(descriptor: Int32, name: String) throws(FrameFileError) {
        try self.init(input: ByteInput(descriptor: descriptor, name: name))
    }

    private init(input: ByteInput) throws(FrameFileError) {
        self.input = input
        guard let (line, complete) = try input.readLine(limit: 4096) else {
            throw FrameFileError(file: input.name, message: "empty file: no YUV4MPEG2 header")
        }
        if !complete && line.starts(with: Array("YUV4MPEG2".utf8)) {
            throw FrameFileError(file: input.name, message: "the YUV4MPEG2 header is truncated (no end of line)")
        }
        header = try Y4MHeader.parse(line, file: input.name)
    }

    /// The next frame, or nil after the last one.
    public func nextFrame() throws(FrameFileError) -> Frame? {
        guard !finished else { return nil }
        do {
            guard let frame = try readFrame() else {
                finished = true
                return nil
            }
            nextIndex += 1
            return frame
        } catch {
            finished = true
            throw error
        }
    }

    private func readFrame() throws(FrameFileError) -> Frame? {
        let index = nextIndex
        guard let (line, complete) = try input.readLine(limit: 1024) else { return nil }
        let marker = Array("FRAME".utf8)
        if !complete && (line.starts(with: marker) || marker.starts(with: line)) {
            throw FrameFileError(file: name, frame: index, message: "is truncated: its FRAME line has no end")
        }
        guard line.starts(with: marker), line.count == 5 || line[5] == UInt8(ascii: " ") else {
            let found = String(decoding: line.prefix(16), as: UTF8.self).debugDescription
            throw FrameFileError(
                file: name, frame: index,
                message: "does not start with FRAME (found \(found)): the file is damaged, or the header's "
                    + "size or colour space is wrong")
        }
        var done = 0
        let luma = try readPlane(width: header.width, height: header.height, index: index, done: &done)
        var chroma: Frame.Chroma?
        if let size = header.colorSpace.chromaSize(width: header.width, height: header.height) {
            let cb = try readPlane(width: size.width, height: size.height, index: index, done: &done)
            let cr = try readPlane(width: size.width, height: size.height, index: index, done: &done)
            chroma = Frame.Chroma(cb: cb, cr: cr)
        }
        if header.colorSpace == .yuv444alpha {
            _ = try readPlane(width: header.width, height: header.height, index: index, done: &done)
        }
        return Frame(time: header.time(ofFrame: index), index: index, luma: luma, chroma: chroma)
    }

    /// Reads one plane; `done` counts the frame's bytes so far, for the truncation message.
    private func readPlane(width: Int, height: Int, index: Int, done: inout Int) throws(FrameFileError)
        -> GrayImage
    {
        let count = width * height
        var got = 0
        var failure: FrameFileError?
        let pixels = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            do throws(FrameFileError) {
                got = try input.read(into: UnsafeMutableRawBufferPointer(buffer))
            } catch {
                failure = error
            }
            initialized = got
        }
        if let failure {
            throw FrameFileError(file: name, frame: index, message: "could not be read: \(failure.message)")
        }
        done += got
        guard got == count else {
            throw FrameFileError(
                file: name, frame: index, message: "is truncated: \(done) of \(header.pictureByteCount) bytes")
        }
        return GrayImage(width: width, height: height, pixels: pixels)
    }
}
