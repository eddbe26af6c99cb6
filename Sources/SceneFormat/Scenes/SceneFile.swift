import FaceNavCore
import SceneApp

/// A parsed scene file: the scene and the other scenes it refers to.
public struct SceneFile: Hashable, Sendable {
    public var scene: Scene
    /// Every `push` and `sheet` target, in file order, for ``SceneValidator`` to check.
    public var references: [SceneReference]

    public init(scene: Scene, references: [SceneReference] = []) {
        self.scene = scene
        self.references = references
    }
}
