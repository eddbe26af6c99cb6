/// An 8-bit single-channel image stored row after row with no padding: a camera's luma plane, or one
/// chroma plane.
///
/// The shared currency of the vision code: frame sources produce it, the detector, the shape predictor and
/// the measures read it. Pixel (x, y) is `pixels[y * width + x]`, x to the right and y down, as in the frame.
public struct GrayImage: Hashable, Sendable {
    public let width: Int
    public let height: Int
    public var pixels: [UInt8]

    /// An image of `width` x `height` pixels; `pixels` must hold exactly `width * height` values.
    public init(width: Int, height: Int, pixels: [UInt8]) {
        precondition(width >= 0 && height >= 0 && pixels.count == width * height, "pixels do not fill the image")
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// A `width` x `height` image of one value.
    public init(width: Int, height: Int, filledWith value: UInt8 = 0) {
        self.init(width: width, height: height, pixels: Array(repeating: value, count: width * height))
    }

    /// The pixel at (x, y); both must be inside the image.
    @inlinable public subscript(x: Int, y: Int) -> UInt8 {
        get { pixels[y * width + x] }
        set { pixels[y * width + x] = newValue }
    }
}
