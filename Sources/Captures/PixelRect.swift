/// A rectangle of pixels: the top-left corner and the size.
public struct PixelRect: Hashable, Sendable {
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int

    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The centred rectangle covering `fraction` of each side of a `width` x `height` picture, as a capture
    /// screen's document frame.
    public static func centred(fraction: Double, ofWidth width: Int, height: Int) -> PixelRect {
        let frameWidth = Int(Double(width) * fraction)
        let frameHeight = Int(Double(height) * fraction)
        return PixelRect(
            x: (width - frameWidth) / 2, y: (height - frameHeight) / 2, width: frameWidth, height: frameHeight)
    }
}
