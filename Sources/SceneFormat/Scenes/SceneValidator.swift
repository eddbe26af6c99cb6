import FaceNavCore
import SceneApp

/// Checks what only the whole app can tell: that scene ids are unique and that every scene named exists.
///
/// Pure: works on already parsed files, so it is shared by ``AppLoader`` and ``SceneChecker`` and tested
/// without touching the disk.
public enum SceneValidator {
    /// Every cross-file problem of an app, sorted by file, line and column.
    ///
    /// - Parameters:
    ///   - manifest: The parsed `app.yaml`, or `nil` when it is missing or broken (its own diagnostics say why);
    ///     scene references are still checked.
    ///   - scenes: The app's scene files in the order they were read; the first of two scenes with the same id
    ///     is the one kept.
    ///   - someFilesUnread: Some scene file could not be read or parsed (its own diagnostic says why); a
    ///     missing scene is then most likely in it, so references are not reported as missing.
    public static func validate(manifest: AppManifest?, scenes: [SceneFile], someFilesUnread: Bool = false)
        -> [SceneDiagnostic]
    {
        var diagnostics: [SceneDiagnostic] = []
        var firstDeclaration: [String: SourceLocation] = [:]
        for file in scenes {
            let location = file.scene.location ?? SourceLocation(file: "?", line: 1, column: 1)
            if let earlier = firstDeclaration[file.scene.id] {
                diagnostics.append(
                    SceneDiagnostic(
                        location: location,
                        message: "duplicate scene id '\(file.scene.id)'; first declared at \(earlier)"))
            } else {
                firstDeclaration[file.scene.id] = location
            }
        }
        let sceneIDs = firstDeclaration.keys.sorted()
        let references = (manifest?.references ?? []) + scenes.flatMap(\.references)
        for reference in references where !someFilesUnread && firstDeclaration[reference.sceneID] == nil {
            diagnostics.append(
                SceneDiagnostic(
                    location: reference.location,
                    message: missingSceneMessage(reference.sceneID, sceneIDs: sceneIDs)))
        }
        return diagnostics.sorted()
    }

    /// The app, if the manifest and scenes are free of cross-file problems; otherwise the problems.
    public static func assemble(manifest: AppManifest, scenes: [SceneFile]) -> (
        AppDefinition?, [SceneDiagnostic]
    ) {
        let diagnostics = validate(manifest: manifest, scenes: scenes)
        guard diagnostics.isEmpty else { return (nil, diagnostics) }
        let byID = Dictionary(
            scenes.map { ($0.scene.id, $0.scene) }, uniquingKeysWith: { first, _ in first })
        let app = AppDefinition(
            title: manifest.title, tabs: manifest.tabs, rootSceneID: manifest.rootSceneID ?? "",
            scenes: byID)
        return (app, [])
    }

    static func missingSceneMessage(_ sceneID: String, sceneIDs: [String]) -> String {
        if let close = NameSuggestion.closest(to: sceneID, in: sceneIDs) {
            return "no scene '\(sceneID)' in this app; did you mean '\(close)'?"
        }
        if sceneIDs.isEmpty { return "no scene '\(sceneID)' in this app; it has no scenes" }
        return "no scene '\(sceneID)' in this app; scenes: \(sceneIDs.joined(separator: ", "))"
    }
}
