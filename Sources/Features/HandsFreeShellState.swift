import FaceNavCore
import Inputs
import Runtime
import SceneApp

/// What `HandsFreeShell` knows: the app it runs, FaceNav's own screens over it, and whether they show.
public struct HandsFreeShellState: Hashable {
    /// The app opened with `--app`.
    public var app: FeatureInstance
    /// FaceNav's screens (`Scenes/settings`: the paused screen, settings, history, camera, wizard) as a
    /// scene app with its own cursor, dwell and gestures, driven by the face while it shows.
    public var screens: AppState
    /// Whether FaceNav's screens show (and the app waits).
    public var isShowingScreens = false
    /// The keyboard-worked face (`f`), kept here so it drives whichever app runs and FaceNav's screens alike.
    public var emulator = EmulatedFaceInput()
    /// Reads the gestures that open FaceNav's screens while the app runs, on the same frames the app sees.
    public var gestures: GestureEngine
    /// The "? Help" drawn at the top right of the app, and the head cursor that dwells on it.
    public var help: ShellHelpTarget

    public init(app: FeatureInstance, screens: AppState) {
        self.app = app
        self.screens = screens
        self.gestures = GestureEngine(settings: screens.profile.gestures)
        self.help = ShellHelpTarget(profile: screens.profile)
    }
}
