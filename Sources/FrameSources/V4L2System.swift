/// The system calls the camera code makes, one method each, so tests can drive the real capture code with a
/// fake device.
///
/// Every method makes exactly one call and reports its `errno`: retrying on `EINTR` and turning errors into
/// messages is the caller's job (`V4L2Camera`), so a fake can inject any failure at any step.
/// `LiveV4L2System` is the real implementation over libv4l2.
public protocol V4L2System {
    /// The V4L2 device nodes present, such as `/dev/video0`, in number order.
    func deviceNodes() -> [String]
    /// Opens a device node for reading and writing, non-blocking; returns its descriptor.
    func open(_ path: String) throws(SystemError) -> Int32
    func close(_ descriptor: Int32)
    /// One `ioctl`; `argument` points at the request's structure (`v4l2_capability`, `v4l2_buffer`, ...).
    func ioctl(_ descriptor: Int32, _ request: UInt, _ argument: UnsafeMutableRawPointer) throws(SystemError)
    /// Maps `length` bytes of the device's memory at `offset` (a buffer's `m.offset`), shared and readable.
    func mmap(_ descriptor: Int32, length: Int, offset: Int) throws(SystemError) -> UnsafeMutableRawPointer
    func munmap(_ address: UnsafeMutableRawPointer, length: Int)
    /// Waits up to `timeoutMilliseconds` for `events` on the descriptor; returns the events that occurred,
    /// 0 when the time ran out.
    func poll(_ descriptor: Int32, events: Int16, timeoutMilliseconds: Int32) throws(SystemError) -> Int16
}
