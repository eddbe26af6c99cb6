/// How head pose moves the cursor.
public enum CursorMode: String, Hashable, Sendable, CaseIterable {
    /// The pose maps to a place on the screen; full deflection reaches the edge.
    case absolute
    /// Deflection beyond a dead zone sets the cursor's velocity, like a joystick.
    case joystick
}
