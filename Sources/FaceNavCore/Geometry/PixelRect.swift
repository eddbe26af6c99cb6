/// A rectangle of whole pixels in a picture: the top-left corner and the size. The one rectangle type of
/// picture space (cells on the screen are `Rect`): a found face, a document's frame, a crop.
///
/// The same rectangle OpenCV's `detectMultiScale` returns (`cv::Rect`). dlib's `rectangle(left, top, right,
/// bottom)` has inclusive right and bottom edges: it is `PixelRect(x: left, y: top, width: right - left + 1,
/// height: bottom - top + 1)`.
public struct PixelRect: Hashable, Sendable, Codable {
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

    /// The area of the overlap with `other` over the area of their union, 0...1.
    public func overlap(with other: PixelRect) -> Double {
        let left = max(x, other.x)
        let top = max(y, other.y)
        let right = min(x + width, other.x + other.width)
        let bottom = min(y + height, other.y + other.height)
        guard right > left, bottom > top else { return 0 }
        let intersection = Double((right - left) * (bottom - top))
        return intersection / (Double(width * height + other.width * other.height) - intersection)
    }
}
