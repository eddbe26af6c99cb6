/// A whole app: its scenes and either tabs (each with its own root scene) or a single root scene.
public struct AppDefinition: Hashable, Sendable {
    public var title: String
    public var tabs: [Tab]
    /// The root scene when the app has no tabs.
    public var rootSceneID: String
    public var scenes: [String: Scene]

    public init(title: String, tabs: [Tab] = [], rootSceneID: String, scenes: [String: Scene]) {
        self.title = title
        self.tabs = tabs
        self.rootSceneID = tabs.first?.rootSceneID ?? rootSceneID
        self.scenes = scenes
    }

    public struct Tab: Hashable, Sendable {
        public var title: String
        public var rootSceneID: String
        public init(title: String, rootSceneID: String) {
            self.title = title
            self.rootSceneID = rootSceneID
        }
    }
}
