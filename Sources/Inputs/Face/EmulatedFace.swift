import FaceNavCore

/// A face worked from the keyboard, so a person can try the gesture logic without a camera.
///
/// Keys turn the virtual head and toggle an eye, the mouth or the tongue; each tick it yields a
/// measurement that goes through the same recognisers and cursor as a real face.
public struct EmulatedFace: Hashable, Sendable {
    public var yaw = 0.0
    public var pitch = 0.0
    public var roll = 0.0
    public var leftEyeClosed = false
    public var rightEyeClosed = false
    public var mouthOpen = false
    public var tongueOut = false
    /// False while the emulated face is "out of view".
    public var visible = true

    /// Radians per arrow press.
    public static let turnStep = 0.025
    /// Radians per tilt press: two presses pass the default 25° tilt threshold.
    public static let tiltStep = 0.23

    public init() {}

    /// Applies an emulation key; false when the key is not one of the emulator's.
    public mutating func handle(_ key: Key) -> Bool {
        switch key {
        case .left: yaw += Self.turnStep
        case .right: yaw -= Self.turnStep
        case .up: pitch += Self.turnStep
        case .down: pitch -= Self.turnStep
        case .character(","): roll += Self.tiltStep
        case .character("."): roll -= Self.tiltStep
        case .character("z"): leftEyeClosed.toggle()
        case .character("x"): rightEyeClosed.toggle()
        case .character("b"):
            let close = !(leftEyeClosed && rightEyeClosed)
            leftEyeClosed = close
            rightEyeClosed = close
        case .character("t"): tongueOut.toggle()
        case .character("m"): mouthOpen.toggle()
        case .character("v"): visible.toggle()
        case .character("0"): self = EmulatedFace()
        default: return false
        }
        return true
    }

    public func measurement(at time: Double) -> FaceMeasurement {
        guard visible else { return .lost(at: time) }
        return FaceMeasurement(
            time: time, faceFound: true, yaw: yaw, pitch: pitch, roll: roll,
            eyeLeft: leftEyeClosed ? 0.05 : 0.95, eyeRight: rightEyeClosed ? 0.05 : 0.95,
            mouth: mouthOpen || tongueOut ? 0.6 : 0.05, tongue: tongueOut ? 0.9 : 0, quality: 1)
    }

    /// What the status line shows of the emulated face.
    public var summary: String {
        var parts: [String] = []
        if !visible { parts.append("out of view") }
        if leftEyeClosed { parts.append("left eye shut") }
        if rightEyeClosed { parts.append("right eye shut") }
        if tongueOut { parts.append("tongue out") }
        if mouthOpen { parts.append("mouth open") }
        let degrees = { (r: Double) in Int((r * 180 / .pi).rounded()) }
        parts.append("yaw \(degrees(yaw))° pitch \(degrees(pitch))° roll \(degrees(roll))°")
        return parts.joined(separator: ", ")
    }
}
