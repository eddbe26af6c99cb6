import FaceNavCore
import SceneApp

/// Turns the text of scene files and `app.yaml` into the model, with every problem as a diagnostic.
///
/// Pure: takes text and a file name (used only in locations), never touches the disk. ``AppLoader`` and
/// ``SceneChecker`` do the reading.
public enum SceneParser {
    /// Parses one scene file.
    ///
    /// - Parameters:
    ///   - tabs: The app's tabs, which `tab:` actions are resolved against (by 0-based index or title).
    /// - Returns: The scene when there are no diagnostics, and the diagnostics sorted by line and column.
    ///   Targets of `push` and `sheet` are not checked here; see ``SceneValidator``.
    public static func parseScene(
        yaml: String, file: String, tabs: [AppDefinition.Tab] = []
    ) -> (Scene?, [SceneDiagnostic]) {
        let (sceneFile, diagnostics) = parseSceneFile(yaml: yaml, file: file, tabs: tabs)
        return (diagnostics.isEmpty ? sceneFile?.scene : nil, diagnostics)
    }

    /// Parses one scene file, keeping the scenes it refers to for ``SceneValidator``.
    ///
    /// - Returns: The scene file whenever the scene has an id, even if parts of it were dropped with a
    ///   diagnostic, so that cross-file checks still see it.
    public static func parseSceneFile(
        yaml: String, file: String, tabs: [AppDefinition.Tab] = []
    ) -> (SceneFile?, [SceneDiagnostic]) {
        parseSceneFile(yaml: yaml, file: file, tabLookup: .resolve(tabs))
    }

    static func parseSceneFile(
        yaml: String, file: String, tabLookup: SceneReader.TabLookup
    ) -> (SceneFile?, [SceneDiagnostic]) {
        var reader = SceneReader(file: file, tabs: tabLookup)
        let sceneFile = reader.read(yaml: yaml)
        return (sceneFile, reader.diagnostics)
    }

    /// Parses `app.yaml`.
    ///
    /// - Returns: The manifest when it has a title and either tabs or a root, and the diagnostics.
    public static func parseApp(yaml: String, file: String) -> (AppManifest?, [SceneDiagnostic]) {
        var reader = AppReader(file: file)
        let manifest = reader.read(yaml: yaml)
        return (reader.diagnostics.isEmpty ? manifest : nil, reader.diagnostics)
    }

    /// Parses a whole app from the text of `app.yaml` and its scene files, checking references across them.
    ///
    /// - Parameters:
    ///   - app: The file name and text of `app.yaml`.
    ///   - scenes: The file names and texts of the scene files, in the order to read them (sort them for
    ///     deterministic duplicate reports).
    /// - Returns: The app when there are no diagnostics at all, and every diagnostic sorted by file, line and
    ///   column.
    public static func parseApp(
        app: (file: String, yaml: String), scenes: [(file: String, yaml: String)]
    ) -> (AppDefinition?, [SceneDiagnostic]) {
        parseApp(app: app, scenes: scenes, someFilesUnread: false)
    }

    /// Parses a whole app; `someFilesUnread` says a scene file could not even be read (see
    /// ``SceneValidator/validate(manifest:scenes:someFilesUnread:)``).
    static func parseApp(
        app: (file: String, yaml: String), scenes: [(file: String, yaml: String)], someFilesUnread: Bool
    ) -> (AppDefinition?, [SceneDiagnostic]) {
        var appReader = AppReader(file: app.file)
        let manifest = appReader.read(yaml: app.yaml)
        var diagnostics = appReader.diagnostics
        let lookup: SceneReader.TabLookup = manifest.map { .resolve($0.tabs) } ?? .skip
        var sceneFiles: [SceneFile] = []
        var unread = someFilesUnread
        for scene in scenes {
            let (sceneFile, sceneDiagnostics) = parseSceneFile(
                yaml: scene.yaml, file: scene.file, tabLookup: lookup)
            diagnostics += sceneDiagnostics
            if let sceneFile { sceneFiles.append(sceneFile) } else { unread = true }
        }
        diagnostics += SceneValidator.validate(manifest: manifest, scenes: sceneFiles, someFilesUnread: unread)
        guard let manifest, diagnostics.isEmpty, !unread else { return (nil, diagnostics.sorted()) }
        return SceneValidator.assemble(manifest: manifest, scenes: sceneFiles)
    }
}
