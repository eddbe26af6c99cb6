import FaceNavCore
import SceneApp

extension SelfieState {
    /// Puts the scene app on the selfie's screen: the camera at the root, the others pushed over it (so
    /// back, the bar's ‹ Back and a left wink return to the camera), with the selfie's words in the labels
    /// that have an id. A new screen puts the cursor on its first button, as focus starts on a screen.
    mutating func show() {
        func set(_ scene: String, _ widget: String, _ text: String) {
            screens.widgetStates.values[WidgetKey(sceneID: scene, widgetID: widget)] = text
        }
        let cameraTitle = isFaceDetected ? faceDetectedText : title
        if screens.app.scenes["camera"]?.title != cameraTitle { screens.app.scenes["camera"]?.title = cameraTitle }
        set("camera", "face-detected", isFaceDetected ? faceDetectedText : fit.advice)
        set(
            "camera", "hint",
            !isArmed
                ? Self.disarmedHint
                : fit != .fits ? texts.cameraHint : isOnButton ? "On a button: the photo waits." : "Hold still…")
        switch screen {
        case .camera, .saving: break
        case .saved(let file, let hash):
            set("saved", "file", file)
            set("saved", "hash", hash.count > 32 ? "\(hash.prefix(32))\n\(hash.dropFirst(32))" : hash)
            set("saved", "registry-path", registryPath)
        case .failed(let reason):
            set("failed", "reason", reason)
        case .registry:
            set(
                "registry", "empty",
                registry.isEmpty ? texts.registryEmpty : "\(registry.count) record(s) in \(registryPath)")
            set("registry", "records", registry.isEmpty ? " " : registry.joined(separator: "\n"))
        }
        let stack = screen == .camera ? ["camera"] : ["camera", screen.sceneID]
        guard screens.navigation.topSceneID != stack.last || screens.navigation.depth != stack.count else { return }
        var navigation = NavigationState(app: screens.app)
        for scene in stack.dropFirst() { navigation.push(scene) }
        screens.navigation = navigation
        guard screen != .camera, screen != .saving,
            let first = screens.layout.regions.first(where: {
                if case .widget = $0.target { true } else { false }
            })
        else { return }
        screens.cursor = Point(
            x: first.rect.origin.x + first.rect.size.width / 2, y: first.rect.origin.y + first.rect.size.height / 2)
    }
}
