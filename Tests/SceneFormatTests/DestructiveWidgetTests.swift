import FaceNavCore
import SceneApp
import SceneFormat
import Testing

/// `destructive:` marks presses that cannot be undone; quit implies it; a sheet starts on the safe choice.
@Suite struct DestructiveWidgetTests {
    func widgets(_ yaml: String) -> [Widget] {
        let (scene, diagnostics) = SceneParser.parseScene(yaml: yaml, file: "s.yaml", tabs: [])
        #expect(diagnostics.isEmpty)
        return scene?.allWidgets ?? []
    }

    @Test func destructiveIsReadAndQuitImpliesIt() {
        let found = widgets(
            """
            scene: s
            widgets:
              - button: Delete
                destructive: true
              - button: Quit
                quit: true
              - button: Leave
                quit: true
                destructive: false
              - button: Save
                event: save
            """)
        #expect(found.map(\.isDestructive) == [true, true, false, false])
        #expect(found.map(\.destructive) == [true, nil, false, nil])
    }

    @Test func destructiveMustBeTrueOrFalse() {
        let errors = TestFixtures.sceneErrors("scene: s\nwidgets:\n  - button: A\n    destructive: maybe\n")
        #expect(errors.count == 1)
        #expect(errors.first?.hasPrefix("s.yaml:4:18: ") == true)
        #expect(errors.first?.contains("destructive") == true)
    }

    @Test func aSheetMustNotStartOnItsDestructiveButton() {
        let errors = TestFixtures.sceneErrors(
            """
            scene: s
            presentation: sheet
            widgets:
              - label: Sure?
              - row:
                  - button: Delete
                    destructive: true
                    dismiss: true
                  - button: Cancel
                    dismiss: true
            """)
        #expect(
            errors == [
                "s.yaml:6:9: the sheet's first button 'Delete' is destructive; list the safe choice (Cancel) "
                    + "before it, so focus starts there"
            ])
    }

    @Test func aScreenMayStartOnADestructiveButtonAndASheetOnCancel() {
        #expect(TestFixtures.sceneErrors("scene: s\nwidgets:\n  - button: Quit\n    quit: true\n").isEmpty)
        let sheet =
            "scene: s\npresentation: sheet\nwidgets:\n  - button: Cancel\n    dismiss: true\n"
            + "  - button: Delete\n    destructive: true\n"
        #expect(TestFixtures.sceneErrors(sheet).isEmpty)
    }
}
