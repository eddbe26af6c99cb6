import FaceNavCore
import SceneApp
import Yams

/// Loads swipe-card decks (a `deck:` file, such as `Scenes/cards/deck.yaml`).
public enum DeckLoader {
    /// The deck in the file at `path`; every problem found is in the error, each as `file:line:column: message`.
    public static func load(_ path: String) throws(SceneLoadError) -> Deck {
        let (deck, diagnostics) = diagnose(path)
        guard let deck, diagnostics.isEmpty else { throw SceneLoadError(diagnostics: diagnostics) }
        return deck
    }

    /// The deck in `yaml` (read from `file`, for messages) and every problem found.
    public static func parse(yaml: String, file: String) -> (Deck?, [SceneDiagnostic]) {
        var reader = DeckReader(file: file)
        let deck = reader.read(yaml: yaml)
        return (deck, reader.diagnostics)
    }

    static func diagnose(_ path: String) -> (Deck?, [SceneDiagnostic]) {
        switch FilePath.read(path) {
        case .success(let yaml): parse(yaml: yaml, file: path)
        case .failure(let diagnostic): (nil, [diagnostic])
        }
    }

    /// Whether the file at `path` is a deck (a YAML mapping with a `deck:` key); a deck stands alone, so a
    /// folder of decks needs no `app.yaml`.
    static func isDeck(_ path: String) -> Bool {
        guard case .success(let yaml) = FilePath.read(path), let root = try? Yams.compose(yaml: yaml) else {
            return false
        }
        return FileKind(root: root) == .deck
    }
}
