#if canImport(Glibc)
    import Glibc
#endif

/// A pipe a child process writes its standard error into, read without blocking: what a speech program
/// says when it cannot reach an audio device (espeak-ng prints ALSA's errors and still exits 0).
///
/// The first `limit` bytes are kept; the rest is read and dropped, so a chatty child never fills the pipe
/// and blocks. Read it every frame (`drain()`) and once more after the child exits.
final class ErrorCapture {
    /// The end the child writes to; closed in the parent by `childStarted()`.
    private(set) var writeEnd: Int32 = -1
    private var readEnd: Int32 = -1
    private let limit: Int
    private(set) var bytes: [UInt8] = []

    /// Nil when no pipe can be made (out of descriptors): the child's errors then go unread.
    init?(limit: Int = 4096) {
        var ends: [Int32] = [-1, -1]
        // pipe2 needs _GNU_SOURCE; the flags are set one by one. The exit is waited for, not the pipe's
        // end, so a child another thread starts in between holding the write end costs nothing.
        guard pipe(&ends) == 0 else { return nil }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        _ = fcntl(ends[0], F_SETFL, O_NONBLOCK)
        readEnd = ends[0]
        writeEnd = ends[1]
        self.limit = limit
    }

    /// Closes the parent's copy of the write end, so the pipe ends when the child does.
    func childStarted() {
        if writeEnd >= 0 { close(writeEnd) }
        writeEnd = -1
    }

    /// Reads what is waiting, without blocking.
    func drain() {
        guard readEnd >= 0 else { return }
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(readEnd, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return }
            if bytes.count < limit { bytes += buffer.prefix(min(count, limit - bytes.count)) }
        }
    }

    /// What was read, as text.
    var text: String { String(decoding: bytes, as: UTF8.self) }

    deinit {
        if writeEnd >= 0 { close(writeEnd) }
        if readEnd >= 0 { close(readEnd) }
    }
}
