import FaceNavCore
import SceneApp

/// A small app built in code, with every widget kind, for tests that should not depend on scene files.
public enum SampleApp {
    public static func make() -> AppDefinition {
        let home = Scene(
            id: "home", title: "Home",
            widgets: [
                Widget(id: "greeting", kind: .label(text: "Hello")),
                Widget(
                    id: "row",
                    kind: .row(children: [
                        Widget(id: "open-list", kind: .button(label: "List"), actions: [.push(sceneID: "people")]),
                        Widget(id: "open-cards", kind: .button(label: "Cards"), actions: [.push(sceneID: "cards")]),
                    ])),
                Widget(id: "ask", kind: .button(label: "Ask"), actions: [.presentSheet(sceneID: "confirm")]),
                Widget(
                    id: "say", kind: .button(label: "Say"),
                    actions: [.announce("Said"), .set(widgetID: "greeting", value: "Bye"), .emit(event: "said")]),
            ])
        let people = Scene(
            id: "people", title: "People",
            widgets: [
                Widget(
                    id: "list",
                    kind: .list(
                        ListContent(sections: [
                            .init(
                                title: "A",
                                rows: (1...3).map { .init(label: "A\($0)", actions: [.push(sceneID: "detail")]) }),
                            .init(title: "B", rows: (1...20).map { .init(label: "B\($0)", detail: "d\($0)") }),
                        ])))
            ])
        let detail = Scene(
            id: "detail", title: "Detail",
            widgets: [Widget(id: "back", kind: .button(label: "Back"), actions: [.back])])
        let cards = Scene(
            id: "cards", title: "Cards",
            widgets: [
                Widget(id: "stack", kind: .cardStack(cards: [Card(title: "One"), Card(title: "Two")]))
            ])
        let grid = Scene(
            id: "grid", title: "Grid",
            widgets: [
                Widget(
                    id: "grid",
                    kind: .grid(
                        GridContent(
                            sections: [
                                .init(
                                    title: "S",
                                    items: (1...12).map {
                                        .init(label: "G\($0)", art: "*", actions: [.announce("G\($0)")])
                                    })
                            ], columns: 3, cellWidth: 10, cellHeight: 2)))
            ])
        let confirm = Scene(
            id: "confirm", title: "Sure?",
            widgets: [
                Widget(
                    id: "choices",
                    kind: .row(children: [
                        Widget(id: "yes", kind: .button(label: "Yes"), actions: [.emit(event: "yes"), .dismissSheet]),
                        Widget(id: "no", kind: .button(label: "No"), actions: [.dismissSheet]),
                    ]))
            ], presentation: .sheet)
        let scenes = [home, people, detail, cards, grid, confirm]
        return AppDefinition(
            title: "Sample",
            tabs: [.init(title: "Home", rootSceneID: "home"), .init(title: "Grid", rootSceneID: "grid")],
            rootSceneID: "home", scenes: Dictionary(uniqueKeysWithValues: scenes.map { ($0.id, $0) }))
    }
}
