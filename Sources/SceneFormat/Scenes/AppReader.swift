import FaceNavCore
import SceneApp
import Yams

/// Reads `app.yaml` into an ``AppManifest``, collecting every problem on the way.
struct AppReader {
    static let appKeys = ["app", "tabs", "root"]
    static let tabKeys = ["title", "scene"]

    var document: DocumentReader

    init(file: String) {
        self.document = DocumentReader(file: file)
    }

    var diagnostics: [SceneDiagnostic] { document.diagnostics.sorted() }

    /// The manifest, or `nil` when a required part is missing or broken.
    mutating func read(yaml: String) -> AppManifest? {
        guard let root = document.compose(yaml, expected: "an app with keys 'app' and 'tabs' or 'root'")
        else {
            return nil
        }
        return read(root: root)
    }

    mutating func read(root: Node) -> AppManifest? {
        guard let entries = document.mapping(root, what: "app.yaml") else { return nil }
        document.rejectUnknownKeys(entries, allowed: Self.appKeys, in: "an app")
        var title: String?
        var tabs: [AppDefinition.Tab]?
        var rootSceneID: String?
        var references: [SceneReference] = []
        var broken = false
        for entry in entries {
            switch entry.key {
            case "app":
                title = document.text(entry.value, key: "app")
            case "tabs":
                guard let items = document.sequence(entry.value, key: "tabs", of: "tabs") else {
                    broken = true
                    break
                }
                if items.isEmpty { document.report("'tabs' must list at least one tab", at: entry.value) }
                tabs = items.compactMap { item in
                    guard let tab = readTab(item) else {
                        broken = true
                        return nil
                    }
                    references.append(tab.reference)
                    return tab.tab
                }
            case "root":
                rootSceneID = document.text(entry.value, key: "root")
                if let rootSceneID {
                    references.append(
                        SceneReference(sceneID: rootSceneID, location: document.location(of: entry.value)))
                }
            default: break
            }
        }
        if !entries.contains(where: { $0.key == "app" }) {
            document.reportMissing("app", meaning: "the app's title", in: "app.yaml", at: root)
        }
        let tabsEntry = entries.first { $0.key == "tabs" }
        let rootEntry = entries.first { $0.key == "root" }
        if tabsEntry != nil, let rootEntry {
            document.report("use either tabs or root, not both", at: rootEntry.keyNode)
            broken = true
        } else if tabsEntry == nil, rootEntry == nil {
            document.report(
                "app.yaml is missing required key 'tabs' or 'root' (the scene the app starts on)", at: root)
        }
        guard let title, !broken, tabs?.isEmpty == false || rootSceneID != nil else { return nil }
        return AppManifest(
            title: title, tabs: tabs ?? [], rootSceneID: tabs == nil ? rootSceneID : nil,
            references: references,
            location: document.location(of: root))
    }

    private mutating func readTab(_ node: Node) -> (
        tab: AppDefinition.Tab, reference: SceneReference
    )? {
        guard let entries = document.mapping(node, what: "a tab") else { return nil }
        document.rejectUnknownKeys(entries, allowed: Self.tabKeys, in: "a tab")
        let titleEntry = entries.first { $0.key == "title" }
        let sceneEntry = entries.first { $0.key == "scene" }
        if titleEntry == nil {
            document.reportMissing("title", meaning: "the tab's name", in: "a tab", at: node)
        }
        if sceneEntry == nil {
            document.reportMissing(
                "scene", meaning: "the id of the tab's root scene", in: "a tab", at: node)
        }
        guard let titleEntry, let sceneEntry,
            let title = document.text(titleEntry.value, key: "title"),
            let sceneID = document.text(sceneEntry.value, key: "scene")
        else { return nil }
        return (
            AppDefinition.Tab(title: title, rootSceneID: sceneID),
            SceneReference(sceneID: sceneID, location: document.location(of: sceneEntry.value))
        )
    }
}
