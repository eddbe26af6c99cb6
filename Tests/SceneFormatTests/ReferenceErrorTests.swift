import FaceNavCore
import SceneFormat
import Testing

/// References to scenes, tabs and widgets that do not exist.
@Suite struct ReferenceErrorTests {
    /// The diagnostics of an in-memory app: `app.yaml` plus the given scene files.
    func appErrors(_ app: String, _ scenes: [(String, String)]) -> [String] {
        let (definition, diagnostics) = SceneParser.parseApp(
            app: ("app.yaml", app), scenes: scenes.map { (file: $0.0, yaml: $0.1) })
        #expect((definition == nil) == !diagnostics.isEmpty)
        return diagnostics.map(\.description)
    }

    static let about = ("about.yaml", "scene: about\nwidgets: []\n")

    @Test func pushToAMisspeltSceneSuggestsTheClosest() {
        let home = "scene: home\nwidgets:\n  - button: About\n    push: abuot\n"
        let errors = appErrors("app: A\nroot: home\n", [("home.yaml", home), Self.about])
        #expect(errors == ["home.yaml:4:11: no scene 'abuot' in this app; did you mean 'about'?"])
    }

    @Test func sheetToAnUnknownSceneListsTheScenes() {
        let home = "scene: home\nwidgets:\n  - button: Go\n    sheet: settings\n"
        let errors = appErrors("app: A\nroot: home\n", [("home.yaml", home), Self.about])
        #expect(errors == ["home.yaml:4:12: no scene 'settings' in this app; scenes: about, home"])
    }

    @Test func pushFromAListRowIsChecked() {
        let home =
            "scene: home\nwidgets:\n  - list:\n      - rows:\n          - label: A\n            push: nowhere\n"
        let errors = appErrors("app: A\nroot: home\n", [("home.yaml", home)])
        #expect(errors == ["home.yaml:6:19: no scene 'nowhere' in this app; scenes: home"])
    }

    @Test func tabAndRootScenesMustExist() {
        let tabbed =
            "app: A\ntabs:\n  - title: Home\n    scene: home\n  - title: Away\n    scene: away\n"
        #expect(
            appErrors(tabbed, [("home.yaml", "scene: home\nwidgets: []\n")]) == [
                "app.yaml:6:12: no scene 'away' in this app; scenes: home"
            ])
        #expect(
            appErrors("app: A\nroot: hom\n", [("home.yaml", "scene: home\nwidgets: []\n")]) == [
                "app.yaml:2:7: no scene 'hom' in this app; did you mean 'home'?"
            ])
    }

    @Test func tabIndexOutOfRange() {
        let tabs = ["Home", "Contacts", "Photos"]
        let errors = TestFixtures.sceneErrors(
            "scene: s\nwidgets:\n  - button: Go\n    tab: 3\n", tabs: tabs)
        #expect(errors == ["s.yaml:4:10: tab 3 is out of range; the app's tabs are 0 to 2"])
    }

    @Test func tabTitleUnknownOrMisspelt() {
        let tabs = ["Home", "Contacts", "Photos"]
        let errors = TestFixtures.sceneErrors(
            "scene: s\nwidgets:\n  - button: A\n    tab: Contcts\n  - button: B\n    tab: Settings\n",
            tabs: tabs)
        #expect(
            errors == [
                "s.yaml:4:10: no tab titled 'Contcts'; did you mean 'Contacts'?",
                "s.yaml:6:10: no tab titled 'Settings'; tabs: Home, Contacts, Photos",
            ])
    }

    @Test func tabInAnAppWithoutTabs() {
        let errors = TestFixtures.sceneErrors("scene: s\nwidgets:\n  - button: A\n    tab: 0\n")
        #expect(errors == ["s.yaml:4:10: tab 0 is out of range; the app has no tabs"])
    }

    @Test func setTargetMustBeAWidgetOfTheScene() {
        let errors = TestFixtures.sceneErrors(
            """
            scene: s
            widgets:
              - label: Hi
                id: greeting
              - button: A
                set: {id: greting, value: x}
              - button: B
                set: {id: nobody, value: x}
            """)
        #expect(
            errors == [
                "s.yaml:6:15: 'set' target 'greting' is not a widget in this scene; did you mean 'greeting'?",
                "s.yaml:8:15: 'set' target 'nobody' is not a widget in this scene; widget ids: greeting, button-1, button-2",
            ])
    }

    @Test func setOnAProgressNeedsAFraction() {
        let errors = TestFixtures.sceneErrors(
            """
            scene: s
            widgets:
              - button: Half
                set: {id: bar, value: 0.5}
              - button: Lots
                set: {id: bar, value: lots}
              - progress: Upload
                id: bar
            """)
        #expect(
            errors == [
                "s.yaml:6:27: 'set' value for progress 'bar' must be a number from 0 to 1, not 'lots'"
            ])
    }

    @Test func setNeedsAnIDAndAValue() {
        let errors = TestFixtures.sceneErrors(
            "scene: s\nwidgets:\n  - button: A\n    set: {value: x}\n")
        #expect(errors == ["s.yaml:4:10: 'set' is missing required key 'id' (the widget to change)"])
    }
}
