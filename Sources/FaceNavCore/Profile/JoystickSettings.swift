/// The relative cursor mode's settings.
public struct JoystickSettings: Hashable, Sendable {
    /// Deflection (radians from neutral) that moves nothing.
    public var deadZone: Double
    /// Cursor speed in cells per second at full deflection (the sensitivity limit).
    public var maximumSpeed: Double

    public init(deadZone: Double = 0.05, maximumSpeed: Double = 40) {
        self.deadZone = deadZone
        self.maximumSpeed = maximumSpeed
    }

    public static let `default` = JoystickSettings()
}
