/// A picture as 8-bit samples, row by row: one byte a pixel for grey, three (red, green, blue) for colour.
///
/// Deliberately small and free of any camera or tracking type, so the capture code can write what any
/// source hands it; the glue from a camera frame is ``RasterImage/init(luma:chroma:)``.
public struct RasterImage: Hashable, Sendable {
    /// How many samples make one pixel.
    public enum Layout: Int, Hashable, Sendable {
        case grey = 1
        case rgb = 3
    }

    public let width: Int
    public let height: Int
    public let layout: Layout
    /// `width * height * layout.rawValue` samples, top row first.
    public var samples: [UInt8]

    /// An image from its samples; `nil` when the count does not match the size or the size is not positive.
    public init?(width: Int, height: Int, layout: Layout, samples: [UInt8]) {
        guard width > 0, height > 0, samples.count == width * height * layout.rawValue else { return nil }
        self.width = width
        self.height = height
        self.layout = layout
        self.samples = samples
    }

    /// An image of one colour: `value` in every sample.
    public init(width: Int, height: Int, layout: Layout, filledWith value: UInt8) {
        precondition(width > 0 && height > 0, "an image needs a positive size")
        self.width = width
        self.height = height
        self.layout = layout
        self.samples = Array(repeating: value, count: width * height * layout.rawValue)
    }

    /// The image in grey: itself when grey, else the BT.601 luma `0.299 R + 0.587 G + 0.114 B`.
    public func grey() -> RasterImage {
        guard layout == .rgb else { return self }
        var grey = [UInt8](repeating: 0, count: width * height)
        samples.withUnsafeBufferPointer { rgb in
            for index in 0..<grey.count {
                let red = Int(rgb[3 * index])
                let green = Int(rgb[3 * index + 1])
                let blue = Int(rgb[3 * index + 2])
                // Fixed point with 16 fractional bits, rounded.
                grey[index] = UInt8((19595 * red + 38470 * green + 7471 * blue + 32768) >> 16)
            }
        }
        return RasterImage(width: width, height: height, layout: .grey, samples: grey)!
    }
}
