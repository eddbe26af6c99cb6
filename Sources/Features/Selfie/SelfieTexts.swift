import FaceNavCore

/// The selfie app's words that it says or shows itself, from its scene files (`Scenes/selfie`): each
/// screen's title, the lines around the saved file and the failure, the title once the face fits, and each
/// screen's hint. The scene app draws the rest of the files (the buttons) as they are.
///
/// The defaults are the bundled files' texts, so the app reads the same with no scenes loaded (in tests).
/// A missing scene or label keeps its default: the scene files can reword the app, not break it.
public struct SelfieTexts: Hashable, Sendable {
    public var title = "Selfie: put your face in the oval"
    public var faceDetected = "Face detected: hold still"
    public var cameraHint = "The photo takes itself."
    public var savingTitle = "Taking the photo…"
    public var savingHint = "Saving…"
    public var savedTitle = "Photo saved"
    public var savedFileIntro = "The photo is saved as:"
    public var savedHashIntro = "SHA-256:"
    public var savedRegistryIntro = "Recorded in the image-match registry:"
    public var resultHint = "Rest the cursor on a button, or press it · Back: the camera"
    public var failedTitle = "Photo not saved"
    public var failedReasonIntro = "The photo was not saved:"
    public var failedReassurance = "Nothing half-written was left behind."
    public var registryTitle = "Image-match registry"
    public var registryEmpty = "No records yet."
    public var registryHint = "Rest the cursor on a button, or press it · Back: the camera"

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
        label("saving", "hint", &savingHint)
        sceneTitle("saved", &savedTitle)
        label("saved", "file-intro", &savedFileIntro)
        label("saved", "hash-intro", &savedHashIntro)
        label("saved", "registry-intro", &savedRegistryIntro)
        label("saved", "hint", &resultHint)
        sceneTitle("failed", &failedTitle)
        label("failed", "reason-intro", &failedReasonIntro)
        label("failed", "reassurance", &failedReassurance)
        sceneTitle("registry", &registryTitle)
        label("registry", "empty", &registryEmpty)
        label("registry", "hint", &registryHint)
    }
}
