import Yams

/// What a loose `.yaml` file declares, told by its top-level keys.
///
/// This is the seam for new file kinds: an escape-room level file (say, with a top-level `level:` key) gets
/// a case here and a branch in ``SceneChecker``, and nothing else changes.
enum FileKind {
  /// `app: TITLE` — an app manifest, normally `app.yaml`.
  case app
  /// Anything else is read as a scene, so a scene that forgot its `scene:` id is told exactly that.
  case scene

  init(root: Node) {
    if case .mapping(let mapping) = root, mapping["app"] != nil {
      self = .app
    } else {
      self = .scene
    }
  }
}
