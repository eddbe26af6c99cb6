/// What a V4L2 device says about itself: its name, whether it captures video, and the formats, sizes and
/// rates it offers (through libv4l2, so converted formats are listed too).
public struct CameraInfo: Hashable, Sendable {
    public var path: String
    /// The device's name (`card`), such as "Integrated Camera: Integrated C".
    public var name: String
    public var driver: String
    public var busInfo: String
    /// Whether the device captures video and can stream it through memory-mapped buffers.
    public var canCapture: Bool
    public var formats: [CameraFormatInfo]

    public init(
        path: String, name: String, driver: String, busInfo: String, canCapture: Bool,
        formats: [CameraFormatInfo]
    ) {
        self.path = path
        self.name = name
        self.driver = driver
        self.busInfo = busInfo
        self.canCapture = canCapture
        self.formats = formats
    }
}

/// One pixel format a camera offers, with its frame sizes.
public struct CameraFormatInfo: Hashable, Sendable {
    public var pixelFormat: FourCC
    /// The driver's description, such as "YUYV 4:2:2".
    public var name: String
    /// True when libv4l2 makes this format by converting another.
    public var isConverted: Bool
    public var sizes: CameraFrameSizes

    public init(pixelFormat: FourCC, name: String, isConverted: Bool, sizes: CameraFrameSizes) {
        self.pixelFormat = pixelFormat
        self.name = name
        self.isConverted = isConverted
        self.sizes = sizes
    }
}

/// The frame sizes of a format: a list, a range, or unknown when the driver does not say.
public enum CameraFrameSizes: Hashable, Sendable {
    case discrete([CameraFrameSize])
    case range(minimum: CameraFrameSize, maximum: CameraFrameSize, stepWidth: Int, stepHeight: Int)
    case unknown
}

/// A frame size and the rates the camera offers at it.
public struct CameraFrameSize: Hashable, Sendable {
    public var width: Int
    public var height: Int
    public var rates: CameraFrameRates

    public init(width: Int, height: Int, rates: CameraFrameRates = .unknown) {
        self.width = width
        self.height = height
        self.rates = rates
    }
}

/// Frames per second offered at one size.
public enum CameraFrameRates: Hashable, Sendable {
    case discrete([Double])
    case range(minimum: Double, maximum: Double)
    case unknown
}
