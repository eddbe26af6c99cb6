import FaceNavCore

/// Everything FaceNav knows at one moment; changed only by `reduce(_:at:)`.
public struct AppState: Hashable, Sendable {
    public var app: AppDefinition
    public var profile: Profile
    public var navigation: NavigationState
    public var widgetStates = WidgetStates()
    public var screenSize: Size
    public var cursor: Point
    /// While paused, the face moves nothing and only the pause command is obeyed.
    public var isPaused = false
    public var isShowingHelp = false
    public var isQuitting = false
    /// The input driving FaceNav, for the status line: "keyboard", "trace", "camera".
    public var inputName: String
    public var lastAnnouncement: Announcement?
    /// The last command word heard, for the status line ("heard: next").
    public var heardWord: String?
    /// The time of the last action, for the status line and the face's timers.
    public var time = 0.0

    /// The face: gestures, in view or not, since when (shared with the game and every feature).
    public var face: WatchedFace
    public var headCursor: HeadPoseCursor
    public var dwell: DwellTimer
    /// What the input says of itself, shown after its name (the emulated face's pose and eyes), or nil.
    public var inputDetail: String?
    /// Takes the first steady pose (and the first after a long loss) as neutral.
    public var autoCentering = AutoCentering()
    /// Holds dwell back on a new screen until the cursor moves.
    public var dwellGate = DwellGate()
    /// The sheet shown now and where the head pointed when it opened: its destructive choice waits for a
    /// deliberate move onto it.
    public var confirmArming: ConfirmArming?
    /// Where the face put the cursor lately, so a gesture presses what it held before the gesture began.
    public var cursorTrail = CursorTrail()
    /// Every announcement with its time, for the status line's pages and the message history.
    public var messages = MessageHistory()
    /// The calibration wizard, camera or message history, when one is shown over the app.
    public var overlay: AppOverlay?
    /// The latest camera picture for the camera screen, when the input passes pictures on.
    public var previewImage: PreviewImage?
    /// The full frame's size in pixels for `previewImage`, which the face's box and landmarks are in.
    public var previewSource: Size?
    /// Whether a voice speaks the announcements: false when FaceNav runs with `--speech none` or found no
    /// speech program, which the Speech settings page then says (the setting alone would read "Speech on").
    public var hasVoice = true
    /// Whether the voice input listens (`VoiceInputEvent.listening`), so the wizard's voice step can run.
    public var listensToVoice = false
    /// Switch scanning's highlight, while the profile's `scanning` is enabled.
    public var scanner: SwitchScanner?
    /// The targets the scanner was made from; when the screen's differ, scanning starts again.
    var scannedRegions: [HitRegion] = []
    /// Opens the calibration wizard when the face is next found (the first run of a new profile).
    public internal(set) var calibratesWhenFaceFound = false

    public init(app: AppDefinition, profile: Profile = .default, screenSize: Size, inputName: String = "keyboard") {
        self.app = app
        self.profile = profile
        self.navigation = NavigationState(app: app)
        self.screenSize = screenSize
        self.cursor = Point(x: screenSize.width / 2, y: screenSize.height / 2)
        self.inputName = inputName
        self.face = WatchedFace(settings: profile.gestures)
        self.headCursor = HeadPoseCursor(
            mode: profile.cursorMode, sensitivity: profile.sensitivity, filter: profile.filter,
            joystick: profile.joystick)
        self.dwell = DwellTimer(duration: profile.gestures.dwellTime)
    }

    public var gestures: GestureEngine {
        get { face.gestures }
        set { face.gestures = newValue }
    }
    /// True from the first frame with a face to the first without.
    public var isFaceVisible: Bool { face.isVisible }
    /// When the face was last found; gestures and dwell wait `settleTime` after it.
    public var faceFoundAt: Double? { face.foundAt }
    public var lastFace: FaceMeasurement? { face.last }

    /// The layout of what is on screen now.
    public var layout: ScreenLayout {
        ScreenLayout(
            app: app, navigation: navigation, states: widgetStates, size: screenSize,
            helpButton: isFaceVisible && app.scenes[Self.helpSceneID] != nil)
    }

    /// The region under the cursor, if it is a target.
    public var hovered: HitRegion? { layout.target(at: cursor) }

    /// The scene shown on top (the sheet if one is up).
    public var activeScene: Scene? { app.scenes[navigation.sheet ?? navigation.topSceneID] }

    /// The dwell's progress on the hovered target, when a face drives the cursor and dwell is bound.
    public var dwellProgress: Double? {
        guard isFaceVisible, !isPaused, profile.command(for: .dwell) != nil, dwell.progress > 0 else { return nil }
        return dwell.progress
    }
}
