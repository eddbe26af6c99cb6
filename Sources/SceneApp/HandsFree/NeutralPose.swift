/// The head pose that maps to the middle of the screen, in radians (see `FaceMeasurement` for the signs).
public struct NeutralPose: Hashable, Sendable {
    public var yaw: Double
    public var pitch: Double

    public init(yaw: Double, pitch: Double) {
        self.yaw = yaw
        self.pitch = pitch
    }
}
