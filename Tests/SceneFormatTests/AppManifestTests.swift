import FaceNavCore
import SceneFormat
import Testing

/// `app.yaml`: the title and the tabs or root scene.
@Suite struct AppManifestTests {
    func errors(_ yaml: String) -> [String] {
        SceneParser.parseApp(yaml: yaml, file: "app.yaml").1.map(\.description)
    }

    @Test func readsTabsInOrder() throws {
        let yaml =
            "app: Demo\ntabs:\n  - title: Home\n    scene: home\n  - title: Photos\n    scene: photos\n"
        let manifest = try #require(SceneParser.parseApp(yaml: yaml, file: "app.yaml").0)
        #expect(manifest.title == "Demo")
        #expect(
            manifest.tabs == [
                .init(title: "Home", rootSceneID: "home"), .init(title: "Photos", rootSceneID: "photos"),
            ])
        #expect(manifest.rootSceneID == nil)
        #expect(manifest.references.map(\.sceneID) == ["home", "photos"])
        #expect(manifest.references.map(\.location.line) == [4, 6])
    }

    @Test func readsARoot() throws {
        let manifest = try #require(
            SceneParser.parseApp(yaml: "app: Solo\nroot: start\n", file: "app.yaml").0)
        #expect(manifest.tabs.isEmpty)
        #expect(manifest.rootSceneID == "start")
    }

    @Test func missingTitle() {
        #expect(
            errors("root: home\n") == [
                "app.yaml:1:1: app.yaml is missing required key 'app' (the app's title)"
            ])
    }

    @Test func tabsAndRootTogether() {
        let yaml = "app: A\ntabs:\n  - title: Home\n    scene: home\nroot: home\n"
        #expect(errors(yaml) == ["app.yaml:5:1: use either tabs or root, not both"])
    }

    @Test func neitherTabsNorRoot() {
        #expect(
            errors("app: A\n") == [
                "app.yaml:1:1: app.yaml is missing required key 'tabs' or 'root' (the scene the app starts on)"
            ])
    }

    @Test func tabWithoutAScene() {
        let yaml = "app: A\ntabs:\n  - title: Home\n"
        #expect(
            errors(yaml) == [
                "app.yaml:3:5: a tab is missing required key 'scene' (the id of the tab's root scene)"
            ])
    }

    @Test func unknownKeyAndWrongTypes() {
        let yaml = "app: A\ntabs: Home\ntheme: dark\n"
        #expect(
            errors(yaml) == [
                "app.yaml:2:7: 'tabs' must be a sequence of tabs, not 'Home'",
                "app.yaml:3:1: unknown key 'theme' for an app; allowed: app, tabs, root",
            ])
    }
}
