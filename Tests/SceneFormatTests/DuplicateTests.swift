import SceneFormat
import Testing

/// Ids must be unique: widget ids within a scene, scene ids within an app.
@Suite struct DuplicateTests {
    @Test func duplicateWidgetIDPointsAtTheSecondAndNamesTheFirst() {
        let errors = TestFixtures.sceneErrors(
            """
            scene: s
            widgets:
              - label: A
                id: same
              - row:
                  - button: B
                    id: same
            """)
        #expect(errors == ["s.yaml:7:13: duplicate widget id 'same'; first used at 4:9"])
    }

    @Test func explicitIDCanCollideWithAGeneratedOne() {
        let errors = TestFixtures.sceneErrors(
            "scene: s\nwidgets:\n  - label: A\n    id: button-1\n  - button: B\n")
        #expect(errors == ["s.yaml:5:5: duplicate widget id 'button-1'; first used at 4:9"])
    }

    @Test func duplicateSceneAcrossFilesPointsAtTheSecondFile() {
        let (app, diagnostics) = SceneParser.parseApp(
            app: ("app.yaml", "app: A\nroot: home\n"),
            scenes: [
                ("a.yaml", "scene: home\nwidgets: []\n"),
                ("b.yaml", "# the same id again\nscene: home\nwidgets: []\n"),
            ])
        #expect(app == nil)
        #expect(
            diagnostics.map(\.description) == [
                "b.yaml:2:8: duplicate scene id 'home'; first declared at a.yaml:1:8"
            ])
    }
}
