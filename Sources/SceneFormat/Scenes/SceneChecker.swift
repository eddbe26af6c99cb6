import FaceNavCore
import SceneApp

/// Checks scene files and app directories for `facenav check PATH...`.
///
/// - A directory with `app.yaml` is checked as an app, references across its files included.
/// - A directory without one is searched recursively for app directories and loose `.yaml` files; when it
///   was named on the command line and holds `.yaml` files itself, that is reported too (`run` needs one).
/// - A `.yaml` file is checked as part of its app if its directory has `app.yaml`, otherwise alone (without
///   cross-file references, which it cannot know).
/// - A path that does not exist is a diagnostic too.
///
/// Each app is checked once however many of its paths are given. Directory contents are visited in name
/// order, so the output is deterministic.
public enum SceneChecker {
    /// Directories a recursive search never enters, besides hidden ones (whose names start with a dot).
    static let skippedDirectoryNames: Set<String> = []

    /// Every problem found under `paths`, grouped by app or file in the order visited, each group sorted.
    public static func check(paths: [String]) -> [SceneDiagnostic] {
        var checker = Walk()
        for path in paths { checker.visit(path) }
        return checker.diagnostics
    }

    /// The state of one check: what has been found and which apps were checked already.
    private struct Walk {
        var diagnostics: [SceneDiagnostic] = []
        var checkedApps: Set<String> = []

        mutating func visit(_ path: String) {
            guard FilePath.exists(path) else {
                report("no such file or directory", at: path)
                return
            }
            if FilePath.isDirectory(path) {
                if !checkAppOrGame(in: path) {
                    reportScenesWithoutApp(in: path)
                    search(path)
                }
            } else if path.hasSuffix(".yaml") {
                let directory = FilePath.directory(of: path)
                if !checkAppOrGame(in: directory) { checkLooseFile(path) }
            } else {
                report("not a .yaml file or a directory", at: path)
            }
        }

        /// A folder named on the command line that holds scene files but no `app.yaml` is not an app `run`
        /// can open, however fine each file is: say so rather than `ok`.
        private mutating func reportScenesWithoutApp(in directory: String) {
            guard let names = try? FilePath.contents(of: directory),
                names.contains(where: {
                    $0.hasSuffix(".yaml") && !$0.hasPrefix(".") && !DeckLoader.isDeck(FilePath.join(directory, $0))
                })
            else { return }
            report(
                "no \(AppLoader.manifestName) here, so `facenav run --scenes \(directory)` cannot open these scenes; add one with 'app: TITLE' and 'root: SCENE', or check the files one by one",
                at: directory)
        }

        private mutating func search(_ directory: String) {
            let names: [String]
            do {
                names = try FilePath.contents(of: directory)
            } catch {
                report("cannot list directory: \(error)", at: directory)
                return
            }
            for name in names where !name.hasPrefix(".") {
                let path = FilePath.join(directory, name)
                // A linked folder may lead out (to `/`) or back in (a loop): a search never enters one.
                if FilePath.isLink(path), FilePath.isDirectory(path) { continue }
                if FilePath.isDirectory(path) {
                    guard !SceneChecker.skippedDirectoryNames.contains(name) else { continue }
                    if !checkAppOrGame(in: path) { search(path) }
                } else if name.hasSuffix(".yaml") {
                    checkLooseFile(path)
                }
            }
        }

        /// Checks `directory` as an app (it has `app.yaml`) or a game (its manifest); false when it is neither.
        private mutating func checkAppOrGame(in directory: String) -> Bool {
            if FilePath.exists(FilePath.join(directory, AppLoader.manifestName)) {
                checkApp(directory)
            } else if FilePath.exists(FilePath.join(directory, EscapeGameLoader.manifestName)) {
                checkEscapeGame(directory)
            } else {
                return false
            }
            return true
        }

        private mutating func checkApp(_ directory: String) {
            guard checkedApps.insert(FilePath.identity(of: directory)).inserted else { return }
            diagnostics += AppLoader.diagnose(directory: directory).1
        }

        /// An escape game folder: `game.yaml`, its chapter files, and every level in them.
        private mutating func checkEscapeGame(_ directory: String) {
            guard checkedApps.insert(FilePath.identity(of: directory)).inserted else { return }
            diagnostics += EscapeGameLoader.diagnose(directory: directory).1
        }

        /// A `.yaml` file outside any app: parsed and checked on its own, dispatched on its top-level keys.
        private mutating func checkLooseFile(_ path: String) {
            let yaml: String
            switch FilePath.read(path) {
            case .success(let text): yaml = text
            case .failure(let diagnostic):
                diagnostics.append(diagnostic)
                return
            }
            var document = DocumentReader(file: path)
            guard let root = document.compose(yaml, expected: "a scene with keys 'scene' and 'widgets'")
            else {
                diagnostics += document.diagnostics
                return
            }
            switch FileKind(root: root) {
            case .app:
                var reader = AppReader(file: path)
                _ = reader.read(root: root)
                diagnostics += reader.diagnostics
            case .escapeGame, .escapeChapter:
                diagnostics += EscapeGameLoader.diagnoseFile(
                    path, root: root, isGame: FileKind(root: root) == .escapeGame)
            case .deck:
                var reader = DeckReader(file: path)
                _ = reader.read(root: root)
                diagnostics += reader.diagnostics
            case .scene:
                var reader = SceneReader(file: path, tabs: .skip)
                _ = reader.read(root: root)
                diagnostics += reader.diagnostics
            }
        }

        private mutating func report(_ message: String, at path: String) {
            diagnostics.append(
                SceneDiagnostic(location: SourceLocation(file: path, line: 1, column: 1), message: message))
        }
    }
}
