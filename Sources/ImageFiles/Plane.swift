/// One 8-bit plane of a YCbCr picture (the brightness or one colour difference), at its own size.
public struct Plane: Hashable, Sendable {
    public let width: Int
    public let height: Int
    public var samples: [UInt8]

    /// `nil` when the count does not match the size or the size is not positive.
    public init?(width: Int, height: Int, samples: [UInt8]) {
        guard width > 0, height > 0, samples.count == width * height else { return nil }
        self.width = width
        self.height = height
        self.samples = samples
    }
}
