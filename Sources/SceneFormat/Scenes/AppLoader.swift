import FaceNavCore
import SceneApp

/// Loads an app directory: `app.yaml` plus one scene per other `*.yaml` file.
public enum AppLoader {
    /// The file that makes a directory an app.
    public static let manifestName = "app.yaml"

    /// The app in `directory`, or every problem found in it.
    ///
    /// Scene files are read in name order; subdirectories are ignored. Paths in diagnostics start with
    /// `directory` as given.
    public static func load(directory: String) throws(SceneLoadError) -> AppDefinition {
        let (app, diagnostics) = diagnose(directory: directory)
        guard let app, diagnostics.isEmpty else { throw SceneLoadError(diagnostics: diagnostics) }
        return app
    }

    /// The app in `directory` if it loads cleanly, and every diagnostic found, sorted.
    static func diagnose(directory: String) -> (AppDefinition?, [SceneDiagnostic]) {
        guard FilePath.isDirectory(directory) else {
            let message = FilePath.exists(directory) ? "not a directory" : "no such file or directory"
            return (
                nil,
                [SceneDiagnostic(location: .init(file: directory, line: 1, column: 1), message: message)]
            )
        }
        let manifestPath = FilePath.join(directory, manifestName)
        guard FilePath.exists(manifestPath) else {
            let message =
                "no \(manifestName) in this app directory; add one with 'app: TITLE' and 'tabs' or 'root'"
            return (
                nil,
                [SceneDiagnostic(location: .init(file: directory, line: 1, column: 1), message: message)]
            )
        }
        let names: [String]
        do {
            names = try FilePath.contents(of: directory)
        } catch {
            let location = SourceLocation(file: directory, line: 1, column: 1)
            return (
                nil, [SceneDiagnostic(location: location, message: "cannot list directory: \(error)")]
            )
        }
        var diagnostics: [SceneDiagnostic] = []
        var scenes: [(file: String, yaml: String)] = []
        for name in names where name.hasSuffix(".yaml") && name != manifestName {
            let path = FilePath.join(directory, name)
            guard !FilePath.isDirectory(path) else { continue }
            switch FilePath.read(path, confinedTo: directory) {
            case .success(let yaml): scenes.append((path, yaml))
            case .failure(let diagnostic): diagnostics.append(diagnostic)
            }
        }
        let manifest: (file: String, yaml: String)
        switch FilePath.read(manifestPath, confinedTo: directory) {
        case .success(let yaml): manifest = (manifestPath, yaml)
        case .failure(let diagnostic): return (nil, (diagnostics + [diagnostic]).sorted())
        }
        let (app, parseDiagnostics) = SceneParser.parseApp(
            app: manifest, scenes: scenes, someFilesUnread: !diagnostics.isEmpty)
        diagnostics += parseDiagnostics
        return (diagnostics.isEmpty ? app : nil, diagnostics.sorted())
    }
}
