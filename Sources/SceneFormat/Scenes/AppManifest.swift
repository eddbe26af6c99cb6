import FaceNavCore
import SceneApp

/// A parsed `app.yaml`: the app's title and its tabs or root scene, before its scenes are read.
public struct AppManifest: Hashable, Sendable {
    public var title: String
    public var tabs: [AppDefinition.Tab]
    /// The root scene of an app without tabs; `nil` when the app has tabs.
    public var rootSceneID: String?
    /// The scene ids named by the tabs and by `root`, for ``SceneValidator`` to check.
    public var references: [SceneReference]
    public var location: SourceLocation?

    public init(
        title: String, tabs: [AppDefinition.Tab] = [], rootSceneID: String? = nil,
        references: [SceneReference] = [], location: SourceLocation? = nil
    ) {
        self.title = title
        self.tabs = tabs
        self.rootSceneID = rootSceneID
        self.references = references
        self.location = location
    }
}
