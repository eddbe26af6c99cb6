import EscapeGame
import FaceNavCore
import SafeFiles
import Yams

/// Loads the escape game from a folder: `game.yaml` and the chapter files it lists.
public enum EscapeGameLoader {
    /// The file that makes a directory an escape game.
    public static let manifestName = "game.yaml"

    /// The game in `directory`, or every problem found in it.
    public static func load(directory: String) throws(SceneLoadError) -> Game {
        let (game, diagnostics) = diagnose(directory: directory)
        guard let game, diagnostics.isEmpty else { throw SceneLoadError(diagnostics: diagnostics) }
        return game
    }

    /// The game in `directory` if it loads cleanly, and every diagnostic found, sorted.
    static func diagnose(directory: String) -> (Game?, [SceneDiagnostic]) {
        let manifestPath = FilePath.join(directory, manifestName)
        let yaml: String
        switch FilePath.read(manifestPath, confinedTo: directory) {
        case .success(let text): yaml = text
        case .failure(let diagnostic): return (nil, [diagnostic])
        }
        var reader = EscapeGameReader(file: manifestPath)
        guard
            let root = reader.document.compose(
                yaml, expected: "a game with keys 'game', 'introduction', 'chapters', 'ending'"),
            let (manifest, files) = reader.readGame(root: root)
        else { return (nil, reader.diagnostics.sorted()) }
        var diagnostics = reader.diagnostics
        var game = manifest
        for (name, node) in files {
            let path = FilePath.join(directory, name)
            guard SafeFile.isInside(path, folder: directory.isEmpty ? "." : directory) else {
                diagnostics.append(
                    SceneDiagnostic(
                        location: reader.document.location(of: node),
                        message:
                            "chapter file '\(PrintableText.escaped(name))' is outside the game folder \(directory); name a file in the folder"
                    ))
                continue
            }
            guard FilePath.exists(path) else {
                diagnostics.append(
                    SceneDiagnostic(
                        location: reader.document.location(of: node),
                        message: "no chapter file '\(name)' in \(directory); create it or fix the name"))
                continue
            }
            if let chapter = readChapter(path, folder: directory, into: &diagnostics) { game.chapters.append(chapter) }
        }
        return (diagnostics.isEmpty ? game : nil, diagnostics.sorted())
    }

    /// One chapter file on its own, appending its problems to `diagnostics`.
    static func readChapter(_ path: String, folder: String? = nil, into diagnostics: inout [SceneDiagnostic])
        -> Chapter?
    {
        let yaml: String
        switch FilePath.read(path, confinedTo: folder) {
        case .success(let text): yaml = text
        case .failure(let diagnostic):
            diagnostics.append(diagnostic)
            return nil
        }
        var reader = EscapeGameReader(file: path)
        guard
            let root = reader.document.compose(
                yaml, expected: "a chapter with keys 'chapter', 'introduction', 'levels'")
        else {
            diagnostics += reader.diagnostics
            return nil
        }
        let chapter = reader.readChapter(root: root)
        diagnostics += reader.diagnostics
        return chapter
    }

    /// Problems in one loose game or chapter file, told apart by its top-level key.
    static func diagnoseFile(_ path: String, root: Node, isGame: Bool) -> [SceneDiagnostic] {
        var reader = EscapeGameReader(file: path)
        if isGame { _ = reader.readGame(root: root) } else { _ = reader.readChapter(root: root) }
        return reader.diagnostics
    }
}
