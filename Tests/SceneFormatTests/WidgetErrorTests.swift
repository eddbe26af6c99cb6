import SceneFormat
import Testing

/// Problems inside one scene file: kinds, keys, types and missing fields, each as `file:line:column: message`.
@Suite struct WidgetErrorTests {
    static let kinds = "button, label, list, grid, cards, progress, image, camera, row"
    static let buttonKeys =
        "button, id, align, width, height, destructive, push, sheet, back, dismiss, quit, tab, announce, event, set"

    @Test func unknownKindSuggestsTheClosest() {
        let errors = TestFixtures.sceneErrors(
            """
            scene: s
            widgets:
              - buton: Call
                push: x
            """)
        #expect(
            errors == [
                "s.yaml:3:5: unknown widget 'buton'; did you mean 'button'? expected one of: \(Self.kinds)"
            ])
    }

    @Test func unknownKindFarFromAnyListsThemAll() {
        let errors = TestFixtures.sceneErrors("scene: s\nwidgets:\n  - slider: Volume\n")
        #expect(errors == ["s.yaml:3:5: unknown widget 'slider'; expected one of: \(Self.kinds)"])
    }

    @Test func widgetWithoutAKind() {
        let errors = TestFixtures.sceneErrors("scene: s\nwidgets:\n  - id: x\n    back: true\n")
        #expect(errors == ["s.yaml:3:5: widget has no kind; start it with one of: \(Self.kinds)"])
    }

    @Test func widgetWithTwoKindsPointsAtTheSecond() {
        let errors = TestFixtures.sceneErrors("scene: s\nwidgets:\n  - button: A\n    label: B\n")
        #expect(
            errors == ["s.yaml:4:5: a widget has one kind, but this one has two: 'button' and 'label'"])
    }

    @Test func widgetThatIsNotAMapping() {
        let errors = TestFixtures.sceneErrors("scene: s\nwidgets:\n  - button\n")
        #expect(
            errors == ["s.yaml:3:5: a widget must be a mapping such as 'button: Title', not 'button'"])
    }

    @Test func unknownKeyListsTheAllowedKeys() {
        let errors = TestFixtures.sceneErrors("scene: s\nwidgets:\n  - button: A\n    colour: red\n")
        #expect(
            errors == ["s.yaml:4:5: unknown key 'colour' for a button; allowed: \(Self.buttonKeys)"])
    }

    @Test func unknownKeySuggestsTheClosest() {
        let errors = TestFixtures.sceneErrors("scene: s\nwidgets:\n  - button: A\n    pus: x\n")
        #expect(
            errors == [
                "s.yaml:4:5: unknown key 'pus' for a button; did you mean 'push'? allowed: \(Self.buttonKeys)"
            ])
    }

    @Test func gridKeysAreOnlyAllowedOnGrids() {
        let errors = TestFixtures.sceneErrors("scene: s\nwidgets:\n  - label: A\n    columns: 3\n")
        #expect(errors.first?.hasPrefix("s.yaml:4:5: unknown key 'columns' for a label;") == true)
    }

    @Test func unknownSceneKey() {
        let errors = TestFixtures.sceneErrors("scene: s\ntitel: S\nwidgets: []\n")
        #expect(
            errors == [
                "s.yaml:2:1: unknown key 'titel' for a scene; did you mean 'title'? allowed: scene, title, presentation, widgets"
            ])
    }

    @Test func missingSceneIDAndWidgets() {
        let errors = TestFixtures.sceneErrors("title: Lost\n")
        #expect(
            errors == [
                "s.yaml:1:1: the scene is missing required key 'scene' (the scene's id)",
                "s.yaml:1:1: the scene is missing required key 'widgets' (a sequence of widgets)",
            ])
    }

    @Test func widgetsMustBeASequence() {
        let errors = TestFixtures.sceneErrors("scene: s\nwidgets: hello\n")
        #expect(errors == ["s.yaml:2:10: 'widgets' must be a sequence of widgets, not 'hello'"])
    }

    @Test func listRowWithoutALabel() {
        let errors = TestFixtures.sceneErrors(
            """
            scene: s
            widgets:
              - list:
                  - section: A
                    rows:
                      - detail: no label
            """)
        #expect(errors == ["s.yaml:6:13: a list row is missing required key 'label' (the text shown)"])
    }

    @Test func listSectionWithoutRowsAndCardWithoutTitle() {
        let errors = TestFixtures.sceneErrors(
            """
            scene: s
            widgets:
              - list:
                  - section: A
              - cards:
                  - text: untitled
            """)
        #expect(
            errors == [
                "s.yaml:4:9: a list section is missing required key 'rows' (a sequence of rows)",
                "s.yaml:6:9: a card is missing required key 'title' (the card's name)",
            ])
    }

    @Test func widthMustBeCellsOrAPercentage() {
        let errors = TestFixtures.sceneErrors(
            "scene: s\nwidgets:\n  - label: A\n    width: wide\n  - label: B\n    width: 150%\n")
        #expect(
            errors == [
                "s.yaml:4:12: 'width' must be a number of cells from 1 to 1000 or a percentage from 1% to 100%, not 'wide'",
                "s.yaml:6:12: 'width' must be a number of cells from 1 to 1000 or a percentage from 1% to 100%, not '150%'",
            ])
    }

    @Test func progressValueOutOfRange() {
        let errors = TestFixtures.sceneErrors("scene: s\nwidgets:\n  - progress: Up\n    value: 1.5\n")
        #expect(errors == ["s.yaml:4:12: 'value' must be a number from 0 to 1, not 1.5"])
    }

    @Test func flagsMustBeTrueOrFalse() {
        let errors = TestFixtures.sceneErrors("scene: s\nwidgets:\n  - button: Go\n    back: maybe\n")
        #expect(errors == ["s.yaml:4:11: 'back' must be true or false, not 'maybe'"])
    }

    @Test func otherWrongTypes() {
        let errors = TestFixtures.sceneErrors(
            """
            scene: s
            presentation: popup
            widgets:
              - label: A
                align: middle
                height: 0
              - grid: []
                columns: many
              - button: [A, B]
            """)
        #expect(
            errors == [
                "s.yaml:2:15: 'presentation' must be screen or sheet, not 'popup'",
                "s.yaml:5:12: 'align' must be left, center or right, not 'middle'",
                "s.yaml:6:13: 'height' must be 1 to 1000, not 0",
                "s.yaml:8:14: 'columns' must be a whole number, not 'many'",
                "s.yaml:9:13: 'button' needs a text, not a sequence",
            ])
    }

    @Test func everyErrorOfAFileIsReportedInOrder() {
        let errors = TestFixtures.sceneErrors(
            """
            scene: s
            widgets:
              - buton: A
              - label: B
                width: wide
              - row:
                  - imag: x
            """)
        #expect(
            errors.map { $0.split(separator: ":").prefix(3).joined(separator: ":") } == [
                "s.yaml:3:5", "s.yaml:5:12", "s.yaml:7:9",
            ])
    }
}
