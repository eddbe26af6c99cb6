import Yams

/// What a loose `.yaml` file declares, told by its top-level keys.
///
/// This is the seam for new file kinds: an escape-room level file (say, with a top-level `level:` key) gets
/// a case here and a branch in ``SceneChecker``, and nothing else changes.
enum FileKind {
    /// `app: TITLE` — an app manifest, normally `app.yaml`.
    case app
    /// `game: TITLE` — the escape game's manifest, normally `game.yaml`.
    case escapeGame
    /// `chapter: TITLE` — one chapter of the escape game with its levels.
    case escapeChapter
    /// `deck: TITLE` — a stack of swipe cards.
    case deck
    /// Anything else is read as a scene, so a scene that forgot its `scene:` id is told exactly that.
    case scene

    init(root: Node) {
        if case .mapping(let mapping) = root, mapping["app"] != nil {
            self = .app
        } else if case .mapping(let mapping) = root, mapping["game"] != nil {
            self = .escapeGame
        } else if case .mapping(let mapping) = root, mapping["chapter"] != nil {
            self = .escapeChapter
        } else if case .mapping(let mapping) = root, mapping["deck"] != nil {
            self = .deck
        } else {
            self = .scene
        }
    }
}
