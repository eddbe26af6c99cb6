import FaceNavCore
import SceneApp
import Yams

/// Reads one scene file into a ``SceneFile``, collecting every problem on the way.
///
/// Checks that need only this file (keys, types, widget ids, `set` targets, tab references) happen here;
/// checks that need the whole app (push and sheet targets, duplicate scene ids) are left to
/// ``SceneValidator``.
struct SceneReader {
    /// How `tab:` actions are resolved.
    enum TabLookup {
        /// Against the app's tabs: an index must be in range and a title must exist.
        case resolve([AppDefinition.Tab])
        /// Not at all, because the app's tabs are unknown (no or broken `app.yaml`). A title then becomes
        /// index -1; such a scene is only ever checked, never returned.
        case skip
    }

    /// A widget id as declared or generated, for the duplicate and `set` target checks.
    struct IDDeclaration {
        var id: String
        var kind: String
        var location: SourceLocation
    }

    /// A `set` action, checked once every widget of the scene is known.
    struct PendingSet {
        var target: String
        var value: String
        var targetLocation: SourceLocation
        var valueLocation: SourceLocation
    }

    static let sceneKeys = ["scene", "title", "presentation", "widgets"]

    var document: DocumentReader
    let tabs: TabLookup
    var kindCounts: [String: Int] = [:]
    /// Widgets read inside rows so far, checked against `SceneLimits.widgets`.
    var rowWidgetCount = 0
    var idDeclarations: [IDDeclaration] = []
    var pendingSets: [PendingSet] = []
    var references: [SceneReference] = []

    init(file: String, tabs: TabLookup) {
        self.document = DocumentReader(file: file)
        self.tabs = tabs
    }

    var diagnostics: [SceneDiagnostic] { document.diagnostics.sorted() }

    /// The scene, if the file has at least a scene id; it may be partial when there are diagnostics.
    mutating func read(yaml: String) -> SceneFile? {
        guard let root = document.compose(yaml, expected: "a scene with keys 'scene' and 'widgets'")
        else {
            return nil
        }
        return read(root: root)
    }

    /// Reads a scene from a composed document root.
    mutating func read(root: Node) -> SceneFile? {
        guard let entries = document.mapping(root, what: "a scene file") else { return nil }
        document.rejectUnknownKeys(entries, allowed: Self.sceneKeys, in: "a scene")
        var id: String?
        var idLocation = document.location(of: root)
        var title: String?
        var presentation = Scene.Presentation.screen
        var widgets: [Widget] = []
        var sawWidgets = false
        for entry in entries {
            switch entry.key {
            case "scene":
                id = document.text(entry.value, key: "scene")
                idLocation = document.location(of: entry.value)
            case "title": title = document.text(entry.value, key: "title")
            case "presentation":
                guard let text = document.text(entry.value, key: "presentation") else { break }
                if let value = Scene.Presentation(rawValue: text) {
                    presentation = value
                } else {
                    document.report("'presentation' must be screen or sheet, not '\(text)'", at: entry.value)
                }
            case "widgets":
                sawWidgets = true
                guard let items = document.sequence(entry.value, key: "widgets", of: "widgets") else {
                    break
                }
                guard items.count <= SceneLimits.widgets else {
                    document.report(
                        "the scene has \(items.count) widgets, more than the limit of \(SceneLimits.widgets); split it into several scenes",
                        at: entry.value)
                    break
                }
                widgets = items.compactMap { readWidget($0) }
            default: break
            }
        }
        if !entries.contains(where: { $0.key == "scene" }) {
            document.reportMissing("scene", meaning: "the scene's id", in: "the scene", at: root)
        }
        if !sawWidgets {
            document.reportMissing("widgets", meaning: "a sequence of widgets", in: "the scene", at: root)
        }
        checkWidgetIDs()
        checkSetActions()
        checkSafeChoiceFirst(widgets, presentation: presentation)
        guard let id else { return nil }
        let scene = Scene(
            id: id, title: title ?? id, widgets: widgets, presentation: presentation,
            location: idLocation)
        return SceneFile(scene: scene, references: references)
    }

    /// Reports the second and later uses of a widget id, in document order.
    private mutating func checkWidgetIDs() {
        let ordered = idDeclarations.sorted {
            ($0.location.line, $0.location.column) < ($1.location.line, $1.location.column)
        }
        var first: [String: SourceLocation] = [:]
        for declaration in ordered {
            if let earlier = first[declaration.id] {
                document.report(
                    "duplicate widget id '\(declaration.id)'; first used at \(earlier.line):\(earlier.column)",
                    at: declaration.location)
            } else {
                first[declaration.id] = declaration.location
            }
        }
    }

    /// Reports `set` actions whose target is not a widget of this scene or whose value does not fit it.
    private mutating func checkSetActions() {
        var kinds: [String: String] = [:]
        for declaration in idDeclarations where kinds[declaration.id] == nil {
            kinds[declaration.id] = declaration.kind
        }
        let ids = idDeclarations.map(\.id)
        for pending in pendingSets {
            guard let kind = kinds[pending.target] else {
                let hint =
                    NameSuggestion.closest(to: pending.target, in: ids).map { "did you mean '\($0)'?" }
                    ?? (ids.isEmpty
                        ? "the scene has no widgets" : "widget ids: \(ids.joined(separator: ", "))")
                document.report(
                    "'set' target '\(pending.target)' is not a widget in this scene; \(hint)",
                    at: pending.targetLocation)
                continue
            }
            if kind == "progress", Double(pending.value).map({ (0...1).contains($0) }) != true {
                document.report(
                    "'set' value for progress '\(pending.target)' must be a number from 0 to 1, not '\(pending.value)'",
                    at: pending.valueLocation)
            }
        }
    }
}
