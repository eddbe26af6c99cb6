import FaceNavCore
import SceneApp

/// The selfie app's words that the feature says or puts on screen itself, from its scene files
/// (`Scenes/selfie`): the camera's title, the title once the face fits, the camera's hint, the saving title
/// and the empty registry's line. The scene app draws everything else in the files (the other titles and
/// lines, the buttons) as written.
///
/// The defaults are the bundled files' texts. A missing scene or label keeps its default: the scene files can
/// reword the app, not break it.
public struct SelfieTexts: Hashable, Sendable {
    public var title = "Selfie: put your face in the oval"
    public var faceDetected = "Face detected: hold still"
    public var cameraHint = "The photo takes itself."
    public var savingTitle = "Taking the photo…"
    public var registryEmpty = "No records yet."

    public init() {}

    /// The texts of `app` (loaded from `Scenes/selfie`): scene titles and labels by their `id`.
    public init(app: AppDefinition) {
        func sceneTitle(_ scene: String, _ text: inout String) {
            if let found = app.scenes[scene]?.title, !found.isEmpty { text = found }
        }
        func label(_ scene: String, _ id: String, _ text: inout String) {
            guard let widget = app.scenes[scene]?.widgets.first(where: { $0.id == id }),
                case .label(let found) = widget.kind, !found.isEmpty
            else { return }
            text = found
        }
        sceneTitle("camera", &title)
        label("camera", "face-detected", &faceDetected)
        label("camera", "hint", &cameraHint)
        sceneTitle("saving", &savingTitle)
        label("registry", "empty", &registryEmpty)
    }
}
