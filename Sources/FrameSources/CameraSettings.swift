/// What to ask a camera for; it gives the nearest it has.
public struct CameraSettings: Hashable, Sendable {
    public var width: Int
    public var height: Int
    /// Frames per second to ask for; nil leaves the camera's own rate.
    public var framesPerSecond: Int?
    /// Buffers the driver fills while FaceNav works on one; 4 keeps latency low without dropping frames.
    public var bufferCount: Int
    /// How long to wait for a frame before giving up, in seconds.
    public var frameTimeout: Double

    public init(
        width: Int = 640, height: Int = 480, framesPerSecond: Int? = nil, bufferCount: Int = 4,
        frameTimeout: Double = 5
    ) {
        self.width = width
        self.height = height
        self.framesPerSecond = framesPerSecond
        self.bufferCount = bufferCount
        self.frameTimeout = frameTimeout
    }
}
