import FaceNavCore
import SceneApp
import SceneFormat
import Testing

/// Well-formed scene files map onto the model: kinds, layout, actions in order, generated ids.
@Suite struct SceneParserTests {
    func parse(_ yaml: String, tabs: [String] = []) throws -> Scene {
        let appTabs = tabs.map { AppTab(title: $0, rootSceneID: $0.lowercased()) }
        let (scene, diagnostics) = SceneParser.parseScene(yaml: yaml, file: "s.yaml", tabs: appTabs)
        #expect(diagnostics.map(\.description) == [])
        return try #require(scene)
    }

    @Test func readsTheSceneHeader() throws {
        let scene = try parse("scene: pick\ntitle: Pick one\npresentation: sheet\nwidgets: []\n")
        #expect(scene.id == "pick")
        #expect(scene.title == "Pick one")
        #expect(scene.presentation == .sheet)
        #expect(scene.location == SourceLocation(file: "s.yaml", line: 1, column: 8))
    }

    @Test func titleDefaultsToTheID() throws {
        let scene = try parse("scene: pick\nwidgets: []\n")
        #expect(scene.title == "pick")
        #expect(scene.presentation == .screen)
    }

    @Test func actionsKeepTheOrderWritten() throws {
        let scene = try parse(
            """
            scene: s
            widgets:
              - label: Hi
                id: hi
              - button: Many
                event: first
                announce: second
                set: {id: hi, value: third}
                push: fourth
                sheet: fifth
                back: true
                dismiss: true
                tab: Photos
                quit: true
              - button: Reversed
                quit: true
                tab: 0
                announce: later
            """, tabs: ["Home", "Photos"])
        #expect(
            scene.widgets[1].actions == [
                .emit(event: "first"), .announce("second"), .set(widgetID: "hi", value: "third"),
                .push(sceneID: "fourth"), .presentSheet(sceneID: "fifth"), .back, .dismissSheet,
                .switchTab(index: 1), .quit,
            ])
        #expect(scene.widgets[2].actions == [.quit, .switchTab(index: 0), .announce("later")])
    }

    @Test func falseFlagsDeclareNoAction() throws {
        let scene = try parse("scene: s\nwidgets:\n  - button: A\n    back: false\n    quit: False\n")
        #expect(scene.widgets[0].actions == [])
    }

    @Test func generatedIDsCountEachKindDepthFirst() throws {
        let scene = try parse(
            """
            scene: s
            widgets:
              - button: A
              - label: B
                id: named
              - row:
                  - button: C
                  - label: D
              - button: E
              - row:
                  - camera: F
            """)
        #expect(
            scene.allWidgets.map(\.id) == [
                "button-1", "named", "row-1", "button-2", "label-2", "button-3", "row-2", "camera-1",
            ])
    }

    @Test func widgetLocationIsTheItemsMark() throws {
        let scene = try parse("scene: s\nwidgets:\n  - label: A\n  - row:\n      - button: B\n")
        #expect(
            scene.allWidgets.map { "\($0.location!)" } == ["s.yaml:3:5", "s.yaml:4:5", "s.yaml:5:9"])
    }

    @Test func readsLayout() throws {
        let scene = try parse(
            """
            scene: s
            widgets:
              - label: A
                align: center
                width: 30
                height: 2
              - label: B
                align: right
                width: "50%"
              - label: C
            """)
        #expect(
            scene.widgets[0].layout == WidgetLayout(width: .cells(30), height: 2, alignment: .center))
        #expect(scene.widgets[1].layout == WidgetLayout(width: .percent(50), alignment: .trailing))
        #expect(scene.widgets[2].layout == WidgetLayout())
    }

    @Test func readsEveryKind() throws {
        let scene = try parse(
            """
            scene: s
            widgets:
              - list:
                  - section: Family
                    rows:
                      - label: Ada
                        detail: mother
                        push: ada
                  - rows:
                      - label: Alan
              - grid:
                  - section: Holidays
                    items:
                      - label: Beach
                        art: "~~~"
                        announce: A beach
                columns: 3
                cell_width: 10
                cell_height: 4
              - cards:
                  - title: Alice
                    text: Likes hiking
                  - title: Bob
              - progress: Uploading
                value: 0.4
              - progress: Loading
              - image: |1
                  /\\_/\\
                 ( o.o )
              - camera: Preview
            """)
        #expect(
            scene.widgets.map(\.kind) == [
                .list(
                    ListContent(sections: [
                        .init(
                            title: "Family",
                            rows: [.init(label: "Ada", detail: "mother", actions: [.push(sceneID: "ada")])]),
                        .init(title: nil, rows: [.init(label: "Alan")]),
                    ])),
                .grid(
                    GridContent(
                        sections: [
                            .init(
                                title: "Holidays",
                                items: [.init(label: "Beach", art: "~~~", actions: [.announce("A beach")])])
                        ], columns: 3, cellWidth: 10, cellHeight: 4)),
                .cardStack(cards: [Card(title: "Alice", text: "Likes hiking"), Card(title: "Bob")]),
                .progress(label: "Uploading", value: 0.4),
                .progress(label: "Loading", value: nil),
                .image(lines: [" /\\_/\\", "( o.o )"]),
                .cameraPreview(label: "Preview"),
            ])
    }

    @Test func sceneFileKeepsReferencesWithLocations() throws {
        let (file, _) = SceneParser.parseSceneFile(
            yaml: "scene: s\nwidgets:\n  - button: A\n    push: next\n    sheet: ask\n", file: "s.yaml")
        let references = try #require(file?.references)
        #expect(
            references.map { "\($0.location) \($0.sceneID)" } == ["s.yaml:4:11 next", "s.yaml:5:12 ask"])
    }

    @Test func brokenSceneIsNotReturned() {
        let (scene, diagnostics) = SceneParser.parseScene(
            yaml: "scene: s\nwidgets:\n  - buton: A\n", file: "s.yaml")
        #expect(scene == nil)
        #expect(diagnostics.count == 1)
    }
}
