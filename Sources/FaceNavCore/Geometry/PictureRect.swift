/// A rectangle in a picture: the top-left corner and the size, in the picture's pixels. The one rectangle type
/// of picture space (cells on the screen are `Rect`), counted in whole pixels (`PixelRect`: a found face, a
/// document's frame, a crop) or in fractions of a pixel (`PictureRect<Double>`: a face's box fitted to its
/// landmarks, as `FaceMeasurement.box`).
///
/// The whole-pixel rectangle is the one OpenCV's `detectMultiScale` returns (`cv::Rect`). dlib's
/// `rectangle(left, top, right, bottom)` has inclusive right and bottom edges: it is `PixelRect(x: left, y: top,
/// width: right - left + 1, height: bottom - top + 1)`.
public struct PictureRect<Scalar: Hashable & Sendable & Codable>: Hashable, Sendable, Codable {
    public var x: Scalar
    public var y: Scalar
    public var width: Scalar
    public var height: Scalar

    public init(x: Scalar, y: Scalar, width: Scalar, height: Scalar) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }
}

/// A rectangle of whole pixels in a picture.
public typealias PixelRect = PictureRect<Int>

extension PictureRect where Scalar == Int {
    /// The point halfway across and halfway down, in fractions of a pixel.
    public var centre: (x: Double, y: Double) { (Double(x) + Double(width) / 2, Double(y) + Double(height) / 2) }

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
        PictureRect<Double>(self).overlap(with: PictureRect<Double>(other))
    }
}

extension PictureRect where Scalar == Double {
    /// The same whole-pixel rectangle, in fractions of a pixel.
    public init(_ rect: PixelRect) {
        self.init(x: Double(rect.x), y: Double(rect.y), width: Double(rect.width), height: Double(rect.height))
    }

    /// The point halfway across and halfway down.
    public var centre: (x: Double, y: Double) { (x + width / 2, y + height / 2) }

    /// The area of the overlap with `other` over the area of their union, 0...1 (0 for boxes with no area).
    public func overlap(with other: PictureRect<Double>) -> Double {
        let overlapWidth = min(x + width, other.x + other.width) - max(x, other.x)
        let overlapHeight = min(y + height, other.y + other.height) - max(y, other.y)
        guard overlapWidth > 0, overlapHeight > 0 else { return 0 }
        let intersection = overlapWidth * overlapHeight
        let union = width * height + other.width * other.height - intersection
        return union > 0 ? intersection / union : 0
    }

    /// Whether `other` is about where this rectangle is and about its size: centre to centre at most `shift`
    /// of this one's width apart, and its width within a factor `scale` (at least 1) of this one's, either
    /// way. Never when either has no width.
    public func isNear(_ other: PictureRect<Double>, shift: Double, scale: Double) -> Bool {
        guard width > 0, other.width > 0 else { return false }
        let (x, y) = centre
        let (otherX, otherY) = other.centre
        let ratio = other.width / width
        let (dx, dy) = (x - otherX, y - otherY)
        return (dx * dx + dy * dy).squareRoot() <= shift * width && ratio <= scale && ratio >= 1 / scale
    }

    /// The same rectangle in a copy of the picture stretched `scaleX` times across and `scaleY` times down.
    public func scaled(x scaleX: Double, y scaleY: Double) -> PictureRect<Double> {
        PictureRect(x: x * scaleX, y: y * scaleY, width: width * scaleX, height: height * scaleY)
    }

    /// The four numbers as the face-trace format writes them: x, y, width, height.
    public var values: [Double] { [x, y, width, height] }

    /// The rectangle of four numbers x, y, width, height; nil unless there are exactly four.
    public init?(values: [Double]) {
        guard values.count == 4 else { return nil }
        self.init(x: values[0], y: values[1], width: values[2], height: values[3])
    }
}
