import FaceNavCore

/// Moves the cursor from head pose, in absolute or joystick mode, through a One Euro filter.
///
/// Angles follow `FaceMeasurement`: yaw positive when the user turns to their left, which moves the cursor
/// left; pitch positive when they look up, which moves it up.
///
/// - Absolute: the offset from neutral, divided by the limit on its side (`limitLeft` when turning left,
///   `limitRight` when turning right, and so on), places the cursor between the centre and that edge, so the
///   neutral pose is the centre and each limit reaches its edge. The continuous cell position is smoothed by
///   two One Euro filters, then rounded and clamped into the screen.
/// - Joystick: an offset beyond `deadZone` moves the cursor at
///   `maximumSpeed * (|offset| - deadZone) / (limit - deadZone)` cells per second (at most `maximumSpeed`),
///   integrated over the time since the previous update. Steps longer than `maximumStep` count as
///   `maximumStep`, so a stall or a lost face never makes the cursor leap.
///
/// A change of screen size or mode, `recenter` and `place(at:)` reset the filters, so the cursor stays in
/// range and never glides in from a stale place.
public struct HeadPoseCursor: Hashable, Sendable {
    public var mode: CursorMode
    public var sensitivity: FaceSensitivity
    public var joystick: JoystickSettings
    public private(set) var neutralYaw: Double = 0
    public private(set) var neutralPitch: Double = 0
    /// The longest time step joystick mode integrates, in seconds.
    public var maximumStep: Double = 0.1

    /// The filter settings used for both axes.
    public var filter: OneEuroParameters {
        get { filterX.parameters }
        set {
            filterX.parameters = newValue
            filterY.parameters = newValue
        }
    }

    /// The cursor's continuous position in cells (column, row); nil before the first update or placement.
    public private(set) var position: (x: Double, y: Double)? {
        get { positionX.map { ($0, positionY) } }
        set {
            positionX = newValue?.x
            positionY = newValue?.y ?? 0
        }
    }

    private var filterX: OneEuroFilter
    private var filterY: OneEuroFilter
    private var positionX: Double?
    private var positionY: Double = 0
    private var lastTime: Double?
    private var lastScreen: Size?
    private var lastMode: CursorMode?
    /// Absolute mode after `holdPlacement()`: the placed cursor holds until the head aims `takeBackDistance`
    /// cells away from where it aimed on the first frame after (`anchorX`, `anchorY`).
    private var isPlaced = false
    private var anchorX: Double?
    private var anchorY: Double = 0

    /// How far, in cells, the head must move its aim after focus moved the cursor (`holdPlacement()`)
    /// before absolute mode takes it back; about a degree of head turn.
    public static let takeBackDistance = 3.0
    /// After a key moved the cursor (`holdForKeys()`), in either mode: the pose of the first frame after,
    /// which the head must leave by `keyRelease` before the face moves the cursor again.
    private var isKeyHeld = false
    private var keyAnchorYaw: Double?
    private var keyAnchorPitch: Double = 0
    /// How far, in radians (about 5°), the head must turn from where it was when a key moved the cursor
    /// before the face takes the cursor back: beyond a real tracker's wander at rest (over any second of the
    /// still wink videos man-200-side-light and man-100, the pose strayed from its first frame by at most
    /// 0.062 and 0.076 rad), so keys win while pressed and a deliberate turn wins after.
    public static let keyRelease = 0.09

    public init(
        mode: CursorMode = .absolute, sensitivity: FaceSensitivity = .default, filter: OneEuroParameters = .default,
        joystick: JoystickSettings = .default
    ) {
        self.mode = mode
        self.sensitivity = sensitivity
        self.joystick = joystick
        self.filterX = OneEuroFilter(parameters: filter)
        self.filterY = OneEuroFilter(parameters: filter)
    }

    /// The cursor cell for this pose at `time`, clamped inside `screen`.
    public mutating func update(yaw: Double, pitch: Double, at time: Double, in screen: Size) -> Point {
        guard screen.width > 0, screen.height > 0 else { return .zero }
        if lastScreen != screen || lastMode != mode {
            resetFilters()
            if let (x, y) = position {
                position = (Self.clamp(x, screen.width), Self.clamp(y, screen.height))
            }
        }
        lastScreen = screen
        lastMode = mode
        let yawOffset = yaw.isFinite ? yaw - neutralYaw : 0
        let pitchOffset = pitch.isFinite ? pitch - neutralPitch : 0
        let step = time.isFinite ? lastTime.map { time - $0 } ?? 0 : 0
        if time.isFinite, step >= 0 { lastTime = time }
        if isKeyHeld, let (x, y) = position, yaw.isFinite, pitch.isFinite {
            guard let anchorYaw = keyAnchorYaw else {
                (keyAnchorYaw, keyAnchorPitch) = (yaw, pitch)
                return Point(x: Self.cell(x, screen.width), y: Self.cell(y, screen.height))
            }
            if abs(yaw - anchorYaw) < Self.keyRelease, abs(pitch - keyAnchorPitch) < Self.keyRelease {
                return Point(x: Self.cell(x, screen.width), y: Self.cell(y, screen.height))
            }
            (isKeyHeld, keyAnchorYaw, isPlaced, anchorX) = (false, nil, false, nil)
            resetFilters()
        }

        switch mode {
        case .absolute:
            // Turning left (positive yaw) and looking up (positive pitch) both make the coordinate smaller.
            let across = -Self.deflection(yawOffset, positive: sensitivity.limitLeft, negative: sensitivity.limitRight)
            let down = -Self.deflection(pitchOffset, positive: sensitivity.limitTop, negative: sensitivity.limitBottom)
            let targetX = Double(screen.width - 1) / 2 * (1 + across)
            let targetY = Double(screen.height - 1) / 2 * (1 + down)
            if isPlaced {
                guard let anchorX else {
                    (anchorX, anchorY) = (targetX, targetY)
                    break
                }
                if abs(targetX - anchorX) < Self.takeBackDistance, abs(targetY - anchorY) < Self.takeBackDistance {
                    break
                }
                (isPlaced, self.anchorX) = (false, nil)
                resetFilters()
            }
            position = (filterX.filter(targetX, at: time), filterY.filter(targetY, at: time))
        case .joystick:
            var (x, y) = position ?? (Double(screen.width - 1) / 2, Double(screen.height - 1) / 2)
            let seconds = min(max(step, 0), maximumStep)
            let across = -speed(yawOffset, positive: sensitivity.limitLeft, negative: sensitivity.limitRight)
            let down = -speed(pitchOffset, positive: sensitivity.limitTop, negative: sensitivity.limitBottom)
            x = Self.clamp(x + across * seconds, screen.width)
            y = Self.clamp(y + down * seconds, screen.height)
            position = (x, y)
        }
        let (x, y) = position ?? (0, 0)
        return Point(x: Self.cell(x, screen.width), y: Self.cell(y, screen.height))
    }

    /// Takes this pose as neutral: from now on it maps to the middle of the screen (or to no motion).
    public mutating func recenter(yaw: Double, pitch: Double) {
        neutralYaw = yaw
        neutralPitch = pitch
        (isPlaced, anchorX, isKeyHeld, keyAnchorYaw) = (false, nil, false, nil)
        resetFilters()
    }

    /// Tells the cursor it was moved by other means (a key, a click), so joystick mode continues from there.
    public mutating func place(at point: Point) {
        position = (Double(point.x), Double(point.y))
        (isPlaced, anchorX, isKeyHeld, keyAnchorYaw) = (false, nil, false, nil)
        resetFilters()
    }

    /// A key moved the cursor: it stays there, in either mode, until the head turns `keyRelease` from its
    /// pose on the next frame, so a tracked face (a camera, a video) never undoes an arrow key by itself.
    public mutating func holdForKeys() {
        (isKeyHeld, keyAnchorYaw) = (true, nil)
    }

    /// Keeps the cursor where focus put it (a wink's next, an arrow key): in absolute mode, until the head
    /// moves its aim `takeBackDistance` cells, or a still head would pull it straight back and focus could
    /// never step past the first target.
    public mutating func holdPlacement() {
        (isPlaced, anchorX) = (mode == .absolute, nil)
    }

    private mutating func resetFilters() {
        filterX.reset()
        filterY.reset()
    }

    /// The offset as a fraction -1...1 of the limit on its side (`positive` for offsets above zero).
    private static func deflection(_ offset: Double, positive: Double, negative: Double) -> Double {
        let limit = offset > 0 ? positive : negative
        guard offset != 0 else { return 0 }
        let fraction = limit > 0 ? min(abs(offset) / limit, 1) : 1
        return offset > 0 ? fraction : -fraction
    }

    /// Signed joystick speed in cells per second along one axis.
    private func speed(_ offset: Double, positive: Double, negative: Double) -> Double {
        let limit = offset > 0 ? positive : negative
        let beyond = abs(offset) - joystick.deadZone
        guard beyond > 0 else { return 0 }
        let range = limit - joystick.deadZone
        let fraction = range > 0 ? min(beyond / range, 1) : 1
        let magnitude = max(joystick.maximumSpeed, 0) * fraction
        return offset > 0 ? magnitude : -magnitude
    }

    private static func clamp(_ value: Double, _ extent: Int) -> Double {
        min(max(value, 0), Double(extent - 1))
    }

    private static func cell(_ value: Double, _ extent: Int) -> Int {
        guard value.isFinite else { return (extent - 1) / 2 }
        return min(max(Int(value.rounded()), 0), extent - 1)
    }
}
