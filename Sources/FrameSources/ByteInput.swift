import SafeFiles

#if canImport(Glibc)
    import Glibc
#endif

/// A buffered reader over a file descriptor: a file, or standard input for `-`.
///
/// Small reads (header lines) come from a 64 KiB buffer; large reads (picture planes) drain the buffer and
/// then `read(2)` straight into the caller's memory, so a frame is copied once. Retries on `EINTR`.
final class ByteInput {
    /// The name used in errors: the path, or `stdin`.
    let name: String
    private let descriptor: Int32
    private let ownsDescriptor: Bool
    private var buffer: [UInt8]
    private var start = 0
    private var end = 0

    /// Opens `path` for reading; `-` reads standard input.
    init(path: String) throws(FrameFileError) {
        if path == "-" {
            name = "stdin"
            descriptor = STDIN_FILENO
            ownsDescriptor = false
        } else {
            name = path
            // Regular files only: a FIFO would block forever, a folder or a device is no video.
            do {
                descriptor = try SafeFile.open(path)
            } catch {
                throw FrameFileError(file: path, message: error.message)
            }
            ownsDescriptor = true
        }
        buffer = [UInt8](repeating: 0, count: 1 << 16)
    }

    /// Reads an open descriptor (a pipe, a socket, standard input), which stays open afterwards.
    init(descriptor: Int32, name: String) {
        self.name = name
        self.descriptor = descriptor
        ownsDescriptor = false
        buffer = [UInt8](repeating: 0, count: 1 << 16)
    }

    deinit {
        if ownsDescriptor { _ = close(descriptor) }
    }

    /// One `read(2)`, retried on `EINTR`; 0 at the end of the input.
    private func systemRead(_ destination: UnsafeMutableRawPointer, _ count: Int) throws(FrameFileError) -> Int {
        while true {
            let got = Glibc.read(descriptor, destination, count)
            if got >= 0 { return got }
            if errno == EINTR { continue }
            throw FrameFileError(file: name, message: "read failed: \(String(cString: strerror(errno)))")
        }
    }

    /// Refills the buffer when it is empty; false at the end of the input.
    private func fill() throws(FrameFileError) -> Bool {
        if start < end { return true }
        let count = buffer.count
        let got = try buffer.withUnsafeMutableBytes { bytes in
            Result { () throws(FrameFileError) -> Int in try systemRead(bytes.baseAddress!, count) }
        }.get()
        start = 0
        end = got
        return got > 0
    }

    /// The bytes up to the next newline (without it), at most `limit` of them.
    ///
    /// Returns nil at the end of the input before any byte; `complete` is false when the input ended or the
    /// limit was reached before a newline.
    func readLine(limit: Int) throws(FrameFileError) -> (bytes: [UInt8], complete: Bool)? {
        var line: [UInt8] = []
        while line.count < limit {
            guard try fill() else { return line.isEmpty ? nil : (line, false) }
            let byte = buffer[start]
            start += 1
            if byte == UInt8(ascii: "\n") { return (line, true) }
            line.append(byte)
        }
        return (line, false)
    }

    /// Fills `destination` from the input; returns how many bytes it got, fewer only at the end of the input.
    func read(into destination: UnsafeMutableRawBufferPointer) throws(FrameFileError) -> Int {
        guard let base = destination.baseAddress else { return 0 }
        var done = min(end - start, destination.count)
        if done > 0 {
            buffer.withUnsafeBytes { base.copyMemory(from: $0.baseAddress! + start, byteCount: done) }
            start += done
        }
        while done < destination.count {
            let got = try systemRead(base + done, destination.count - done)
            if got == 0 { break }
            done += got
        }
        return done
    }

    /// Everything left in the input.
    func readToEnd() throws(FrameFileError) -> [UInt8] {
        var all = Array(buffer[start..<end])
        start = end
        let piece = 1 << 18
        while true {
            let filled = all.count
            all.append(contentsOf: repeatElement(0, count: piece))
            let got = try all.withUnsafeMutableBytes { bytes in
                Result { () throws(FrameFileError) -> Int in try systemRead(bytes.baseAddress! + filled, piece) }
            }.get()
            all.removeLast(piece - got)
            if got == 0 { return all }
        }
    }
}
