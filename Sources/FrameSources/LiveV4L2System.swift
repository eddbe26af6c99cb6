import CV4L2

#if canImport(Glibc)
    import Glibc
#endif

/// The real `V4L2System`: libv4l2's `v4l2_open`, `v4l2_ioctl`, `v4l2_mmap`, ..., which convert formats a
/// camera offers (MJPEG and others) into ones FaceNav reads, and `poll(2)`.
public struct LiveV4L2System: V4L2System {
    /// Where device nodes are looked for.
    public var deviceFolder: String

    public init(deviceFolder: String = "/dev") {
        self.deviceFolder = deviceFolder
    }

    public func deviceNodes() -> [String] {
        guard let directory = opendir(deviceFolder) else { return [] }
        defer { closedir(directory) }
        var numbers: [Int] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) {
                String(cString: $0.bindMemory(to: CChar.self).baseAddress!)
            }
            if name.hasPrefix("video"), let number = Int(name.dropFirst(5)), number >= 0 { numbers.append(number) }
        }
        return numbers.sorted().map { "\(deviceFolder)/video\($0)" }
    }

    public func open(_ path: String) throws(SystemError) -> Int32 {
        facenav_v4l2_silence()
        try Self.requireVideoDevice(path)
        let descriptor = facenav_v4l2_open(path, O_RDWR | O_NONBLOCK | O_CLOEXEC)
        if descriptor < 0 { throw SystemError.current }
        return descriptor
    }

    /// Fails, with the kernel's `errno`, when `path` is not a V4L2 device, before libv4l2 sees it: libv4l2's
    /// plugins print their own lines on stderr for such a file, ahead of FaceNav's one-line error.
    private static func requireVideoDevice(_ path: String) throws(SystemError) {
        let descriptor = Glibc.open(path, O_RDWR | O_NONBLOCK | O_CLOEXEC)
        if descriptor < 0 { throw SystemError.current }
        defer { _ = Glibc.close(descriptor) }
        var capability = v4l2_capability()
        while Glibc.ioctl(descriptor, facenav_VIDIOC_QUERYCAP(), &capability) < 0 {
            if errno != EINTR { throw SystemError.current }
        }
    }

    public func close(_ descriptor: Int32) {
        _ = v4l2_close(descriptor)
    }

    public func ioctl(_ descriptor: Int32, _ request: UInt, _ argument: UnsafeMutableRawPointer) throws(SystemError) {
        if facenav_v4l2_ioctl(descriptor, request, argument) == -1 { throw SystemError.current }
    }

    public func mmap(_ descriptor: Int32, length: Int, offset: Int) throws(SystemError) -> UnsafeMutableRawPointer {
        let address = v4l2_mmap(nil, length, PROT_READ | PROT_WRITE, MAP_SHARED, descriptor, Int64(offset))
        guard let address, address != facenav_MAP_FAILED() else { throw SystemError.current }
        return address
    }

    public func munmap(_ address: UnsafeMutableRawPointer, length: Int) {
        _ = v4l2_munmap(address, length)
    }

    public func poll(_ descriptor: Int32, events: Int16, timeoutMilliseconds: Int32) throws(SystemError) -> Int16 {
        var request = pollfd(fd: descriptor, events: events, revents: 0)
        let ready = Glibc.poll(&request, 1, timeoutMilliseconds)
        if ready < 0 { throw SystemError.current }
        return ready == 0 ? 0 : request.revents
    }
}
