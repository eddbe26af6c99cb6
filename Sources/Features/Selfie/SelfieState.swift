import FaceNavCore
import Runtime
import SceneApp

/// Everything the selfie app knows at one moment; changed only by `SelfieFeature.reduce`.
public struct SelfieState: Hashable, Sendable {
    /// Where the app is.
    public enum Screen: Hashable, Sendable {
        /// The live preview with the oval; the photo is taken by itself once the face fits and holds.
        case camera
        /// The photo was asked for; waiting for the result.
        case saving
        /// The photo is saved: its path and SHA-256.
        case saved(file: String, sha256: String)
        /// Saving failed: why; the camera screen is one press away.
        case failed(String)
        /// The image-match registry's records.
        case registry

        /// The scene of `Scenes/selfie` that shows it.
        public var sceneID: String {
            switch self {
            case .camera: "camera"
            case .saving: "saving"
            case .saved: "saved"
            case .failed: "failed"
            case .registry: "registry"
            }
        }
    }

    public var settings: SelfieSettings
    /// The app's words, from `Scenes/selfie`.
    public var texts: SelfieTexts
    /// The screens (`Scenes/selfie`) as a scene app: its cursor, dwell, gestures, voice, keys and mouse press
    /// the buttons, and its face is the one the oval judges (lost and found, the gestures).
    public var screens: AppState
    public var screen: Screen = .camera
    /// The last frame, scaled for the screen, and the full frame's size.
    public var preview: PreviewImage?
    public var source: Size?
    /// The latest frame.
    public var face: FaceMeasurement? { screens.face.last }
    public var profile: Profile { screens.profile }
    public var fit: SelfieFit = .noFace
    /// When the face began to hold still in the oval, and the pose and place it holds.
    public var holdingSince: Double?
    public var anchor: [Double] = []
    /// True while the face rests the cursor on one of the camera screen's buttons: the photo waits.
    public var isOnButton = false
    /// Whether the camera may take a photo by itself: true when the app opens and after "Take another" (or
    /// "Take a photo", "Try again"); false from the moment a photo is asked for. Going back to the camera
    /// (a wink, ‹ Back, "Back to the camera") never sets it, so one request is one photo.
    public var isArmed = true
    /// The registry's records, one line each: loaded when the app opened, plus the selfies saved since.
    public var registry: [String]
    /// The registry's file, for the registry screen.
    public var registryPath: String
    public var isQuitting = false
    public var time = 0.0

    /// - Parameter app: the screens, `Scenes/selfie` (its words are read into `texts` unless given).
    public init(
        app: AppDefinition, settings: SelfieSettings = SelfieSettings(), profile: Profile = .default,
        registry: [String] = [], registryPath: String = "", texts: SelfieTexts? = nil,
        size: Size = Size(width: 80, height: 24)
    ) {
        self.settings = settings
        self.texts = texts ?? SelfieTexts(app: app)
        self.screens = AppState(app: app, profile: profile, screenSize: size)
        self.registry = registry
        self.registryPath = registryPath
        show()
    }

    /// The title while looking for a face: the configured one, else the scene's.
    public var title: String { settings.title ?? texts.title }
    /// The title once the face fits: the configured one, else the scene's.
    public var faceDetectedText: String { settings.faceDetectedText ?? texts.faceDetected }

    /// True while the face fits: the oval takes the 'face detected' colour and the title its text.
    public var isFaceDetected: Bool { screen == .camera && fit == .fits }

    /// The input driving the app, for the status line.
    public var inputName: String { screens.inputName }
}
