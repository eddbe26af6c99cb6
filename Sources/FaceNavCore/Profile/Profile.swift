/// A user's settings: which gesture gives which command, and how the cursor and recognisers behave.
public struct Profile: Hashable, Sendable {
    public var bindings: [Gesture: Command]
    public var cursorMode: CursorMode
    public var sensitivity: FaceSensitivity
    public var filter: OneEuroParameters
    public var joystick: JoystickSettings
    public var gestures: GestureSettings
    /// Spoken command words and the speech model (`facenav run --voice`).
    public var voice = VoiceSettings.default
    /// The pace of switch scanning, for a user with one reliable gesture.
    public var scanning = SwitchScanSettings.default
    /// Whether announcements are spoken, and how fast.
    public var speech = SpeechSettings.default

    public init(
        bindings: [Gesture: Command] = Profile.defaultBindings, cursorMode: CursorMode = .absolute,
        sensitivity: FaceSensitivity = .default, filter: OneEuroParameters = .default,
        joystick: JoystickSettings = .default, gestures: GestureSettings = .default
    ) {
        self.bindings = bindings
        self.cursorMode = cursorMode
        self.sensitivity = sensitivity
        self.filter = filter
        self.joystick = joystick
        self.gestures = gestures
    }

    /// Tongue and dwell activate, winks go back and next, tilts swipe, a long two-eye closure pauses and
    /// resumes (so a hands-free user can stop and restart hands-free), and a wide-open mouth held 0.4 s
    /// recenters. Mouth open is the one gesture talking can make, so it gets the one command that is
    /// harmless by accident: recentring takes the pose of that moment as the centre and presses nothing.
    public static let defaultBindings: [Gesture: Command] = [
        .tongueOut: .activate,
        .dwell: .activate,
        .winkLeft: .back,
        .winkRight: .next,
        .tiltLeft: .swipeLeft,
        .tiltRight: .swipeRight,
        .eyesClosed: .pauseResume,
        .mouthOpen: .recenter,
    ]

    public static let `default` = Profile()

    /// The command a gesture gives, or nil when it is unbound.
    public func command(for gesture: Gesture) -> Command? { bindings[gesture] }
}
