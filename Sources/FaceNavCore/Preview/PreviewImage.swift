/// A camera frame as the preview draws it: 8-bit luma, and optionally interleaved RGB, row by row.
///
/// Kept apart from the tracker's image types so the renderer can draw a preview without the vision
/// code; whoever holds a frame copies (or shares) its planes into one.
public struct PreviewImage: Hashable, Sendable {
    public let width: Int
    public let height: Int
    /// `width * height` luma values, top row first.
    public let luma: [UInt8]
    /// `width * height * 3` values, red, green, blue per pixel; nil for a grey image.
    public let rgb: [UInt8]?

    /// Nil when a plane's size does not match `width` and `height`.
    public init?(width: Int, height: Int, luma: [UInt8], rgb: [UInt8]? = nil) {
        guard width > 0, height > 0, luma.count == width * height else { return nil }
        if let rgb, rgb.count != width * height * 3 { return nil }
        self.width = width
        self.height = height
        self.luma = luma
        self.rgb = rgb
    }
}
