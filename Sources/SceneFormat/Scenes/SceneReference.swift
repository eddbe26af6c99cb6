import FaceNavCore
import SceneApp

/// A scene id named in a file (by `push`, `sheet`, a tab or `root`), kept with where it was written.
///
/// A scene file alone cannot know which scenes its app has, so references are checked once all of the
/// app's files are read (see ``SceneValidator``).
public struct SceneReference: Hashable, Sendable {
    public var sceneID: String
    public var location: SourceLocation

    public init(sceneID: String, location: SourceLocation) {
        self.sceneID = sceneID
        self.location = location
    }
}
