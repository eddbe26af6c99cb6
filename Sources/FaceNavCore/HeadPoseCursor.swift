/// Moves the cursor from head pose, in absolute or joystick mode, through a One Euro filter.
///
/// STUB: to be replaced.
public struct HeadPoseCursor: Hashable, Sendable {
    public var mode: CursorMode
    public var sensitivity: FaceSensitivity
    public var joystick: JoystickSettings
    public private(set) var neutralYaw: Double = 0
    public private(set) var neutralPitch: Double = 0

    public init(
        mode: CursorMode = .absolute, sensitivity: FaceSensitivity = .default, filter: OneEuroParameters = .default,
        joystick: JoystickSettings = .default
    ) {
        self.mode = mode
        self.sensitivity = sensitivity
        self.joystick = joystick
    }

    /// The cursor cell for this pose at `time`, clamped inside `screen`.
    public mutating func update(yaw: Double, pitch: Double, at time: Double, in screen: Size) -> Point {
        Point(x: screen.width / 2, y: screen.height / 2)
    }

    /// Takes this pose as neutral: from now on it maps to the middle of the screen (or to no motion).
    public mutating func recenter(yaw: Double, pitch: Double) {
        neutralYaw = yaw
        neutralPitch = pitch
    }

    /// Tells the cursor it was moved by other means (a key, a click), so joystick mode continues from there.
    public mutating func place(at point: Point) {}
}
