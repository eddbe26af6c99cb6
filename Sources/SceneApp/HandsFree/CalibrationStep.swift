/// One thing the calibration asks the user to do and hold: a place to look, or a state of the eyes.
public enum CalibrationStep: String, Hashable, Sendable, CaseIterable {
    /// Look at the centre of the screen, face relaxed: the neutral pose and every gesture's resting level.
    case centre
    case up
    case down
    case left
    case right
    /// Eyes open as usual.
    case eyesOpen
    /// Both eyes closed.
    case eyesClosed

    /// What to ask the user, spoken and shown.
    public var instruction: String {
        switch self {
        case .centre: "Look at the centre of the screen and relax your face"
        case .up: "Look up as far as is comfortable, and hold"
        case .down: "Look down as far as is comfortable, and hold"
        case .left: "Turn your head to your left as far as is comfortable, and hold"
        case .right: "Turn your head to your right as far as is comfortable, and hold"
        case .eyesOpen: "Keep your eyes open as usual"
        case .eyesClosed: "Close both eyes and hold them closed for two seconds"
        }
    }

    /// The step's name in words, spoken and shown: "centre", "eyes open".
    public var name: String {
        switch self {
        case .eyesOpen: "eyes open"
        case .eyesClosed: "eyes closed"
        default: rawValue
        }
    }

    /// True for the steps that capture a head pose, false for the eye steps.
    public var isPose: Bool {
        switch self {
        case .centre, .up, .down, .left, .right: true
        case .eyesOpen, .eyesClosed: false
        }
    }
}
