/// A face's rectangle in an image, in whole pixels: the top-left corner and the size.
///
/// The same rectangle OpenCV's `detectMultiScale` returns (`cv::Rect`). dlib's `rectangle(left, top, right,
/// bottom)` has inclusive right and bottom edges: it is `FaceBox(x: left, y: top, width: right - left + 1,
/// height: bottom - top + 1)`.
public struct FaceBox: Hashable, Sendable, Codable {
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

    /// The area of the overlap with `other` over the area of their union, 0...1.
    public func overlap(with other: FaceBox) -> Double {
        let left = max(x, other.x)
        let top = max(y, other.y)
        let right = min(x + width, other.x + other.width)
        let bottom = min(y + height, other.y + other.height)
        guard right > left, bottom > top else { return 0 }
        let intersection = Double((right - left) * (bottom - top))
        return intersection / (Double(width * height + other.width * other.height) - intersection)
    }
}
