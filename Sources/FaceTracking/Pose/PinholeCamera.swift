/// An ideal camera: focal length and principal point in pixels, no lens distortion.
///
/// A webcam's true focal length is unknown to us; `approximate(width:height:)` takes the focal length as the
/// image width (a field of view of about 53° across), close enough for head pose, whose errors from a wrong
/// focal length are small at the distances a user sits.
public struct PinholeCamera: Hashable, Sendable {
    public var focalLength: Double
    public var centerX: Double
    public var centerY: Double

    public init(focalLength: Double, centerX: Double, centerY: Double) {
        self.focalLength = focalLength
        self.centerX = centerX
        self.centerY = centerY
    }

    /// Focal length the image width, principal point the image centre.
    public static func approximate(width: Int, height: Int) -> PinholeCamera {
        PinholeCamera(
            focalLength: Double(width), centerX: Double(width - 1) / 2, centerY: Double(height - 1) / 2)
    }

    /// Where a point in the camera's frame appears in the image.
    public func project(_ p: Vector3) -> PixelPoint {
        PixelPoint(x: focalLength * p.x / p.z + centerX, y: focalLength * p.y / p.z + centerY)
    }
}
