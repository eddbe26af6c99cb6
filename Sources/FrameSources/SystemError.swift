#if canImport(Glibc)
    import Glibc
#endif

/// A failed system call's `errno`, as the `V4L2System` seam reports it.
public struct SystemError: Error, Hashable, Sendable, CustomStringConvertible {
    public var code: Int32

    public init(_ code: Int32) { self.code = code }

    /// The `errno` of the last failed call on this thread.
    public static var current: SystemError { SystemError(errno) }

    public var description: String { String(cString: strerror(code)) }
}
