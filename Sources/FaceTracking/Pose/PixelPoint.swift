/// A point in an image, in pixels: x to the right, y down, (0, 0) the centre of the top-left pixel.
public struct PixelPoint: Hashable, Sendable, Codable {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
}
