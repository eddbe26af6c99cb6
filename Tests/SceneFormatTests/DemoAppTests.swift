import FaceNavCore
import SceneApp
import SceneFormat
import Testing

@Suite struct DemoAppTests {
    let app: AppDefinition

    init() throws {
        app = try AppLoader.load(directory: TestFixtures.scenesPath("demo"))
    }

    @Test func passesTheChecker() {
        #expect(SceneChecker.check(paths: [TestFixtures.scenesPath("demo")]).map(\.description) == [])
    }

    @Test func hasTheTitleTabsAndScenes() {
        #expect(app.title == "FaceNav Demo")
        #expect(app.tabs.map(\.title) == ["Home", "Contacts", "Photos"])
        #expect(app.tabs.map(\.rootSceneID) == ["home", "contacts", "photos"])
        #expect(app.rootSceneID == "home")
        #expect(
            app.scenes.keys.sorted() == [
                "about", "cards", "confirm-delete", "contact", "contacts", "home", "photos",
            ])
        #expect(app.scenes["cards"]?.title == "Cards")
        #expect(app.scenes["confirm-delete"]?.title == "Delete all?")
    }

    @Test func confirmDeleteIsASheetAndTheOthersAreScreens() {
        #expect(app.scenes["confirm-delete"]?.presentation == .sheet)
        let screens = app.scenes.values.filter { $0.presentation == .screen }.map(\.id).sorted()
        #expect(screens == ["about", "cards", "contact", "contacts", "home", "photos"])
    }

    @Test func sayHelloAnnouncesThenSetsTheGreeting() throws {
        let home = try #require(app.scenes["home"])
        let sayHello = try #require(home.allWidgets.first { $0.kind == .button(label: "Say hello") })
        #expect(
            sayHello.actions == [
                .announce("Hello from FaceNav"), .set(widgetID: "greeting", value: "You said hello."),
            ])
        let greeting = try #require(home.allWidgets.first { $0.id == "greeting" })
        #expect(
            greeting.kind == .label(text: "Welcome to FaceNav. Move with your head or the arrow keys."))
        let actions = home.allWidgets.map(\.actions)
        #expect(actions.contains([.push(sceneID: "cards")]))
        #expect(actions.contains([.push(sceneID: "about")]))
        #expect(actions.contains([.presentSheet(sceneID: "confirm-delete")]))
        #expect(actions.contains([.quit]))
    }

    @Test func contactsHasThreeSectionsOfRowsThatPushContact() throws {
        let widget = try #require(app.scenes["contacts"]?.widgets.first)
        guard case .list(let list) = widget.kind else {
            Issue.record("expected a list, got \(widget.kind)")
            return
        }
        #expect(list.sections.map(\.title) == ["Family", "Friends", "Work"])
        #expect(list.sections.map(\.rows.count) == [2, 10, 2])
        #expect(list.sections[0].rows.map(\.label) == ["Ada Lovelace", "Grace Hopper"])
        #expect(list.sections[2].rows.map(\.label) == ["Margaret Hamilton", "Niklaus Wirth"])
        let rows = list.sections.flatMap(\.rows)
        #expect(rows.allSatisfy { $0.actions == [.push(sceneID: "contact")] && $0.detail != nil })
    }

    @Test func contactHasItsButtons() throws {
        let contact = try #require(app.scenes["contact"])
        #expect(contact.widgets.map(\.kind.name) == ["label", "button", "button", "button"])
        #expect(contact.widgets[0].kind == .label(text: "Contact details"))
        #expect(contact.widgets[1].actions == [.announce("Calling…")])
        #expect(
            contact.widgets[2].actions == [.announce("Message sent"), .emit(event: "message-sent")])
        #expect(contact.widgets[3].kind == .button(label: "Back"))
        #expect(contact.widgets[3].actions == [.back])
    }

    @Test func photosHasTwoSectionsOfItemsWithArtAndAnnouncements() throws {
        let widget = try #require(app.scenes["photos"]?.widgets.first)
        guard case .grid(let grid) = widget.kind else {
            Issue.record("expected a grid, got \(widget.kind)")
            return
        }
        #expect(grid.sections.map(\.title) == ["Holidays", "Pets"])
        #expect(
            grid.sections[0].items.map(\.label) == [
                "Beach", "Mountains", "City", "Forest", "Lake", "Desert",
            ])
        #expect(grid.sections[1].items.map(\.label) == ["Cat", "Dog", "Parrot", "Fish"])
        for item in grid.sections.flatMap(\.items) {
            #expect(item.art?.isEmpty == false)
            #expect(item.art?.allSatisfy(\.isASCII) == true)
            #expect(item.actions.count == 1)
            if case .announce = item.actions.first {
            } else {
                Issue.record("\(item.label) does not announce")
            }
        }
    }

    @Test func cardsHasAHintAndFiveCards() throws {
        let cards = try #require(app.scenes["cards"])
        #expect(
            cards.widgets.first?.kind == .label(text: "Tilt your head, or press [ and ], to swipe."))
        guard case .cardStack(let stack) = cards.widgets.last?.kind else {
            Issue.record("expected a card stack")
            return
        }
        #expect(stack.count == 5)
        #expect(stack.allSatisfy { !$0.text.isEmpty })
    }

    @Test func aboutHasLogoProgressSpinnerAndCamera() throws {
        let about = try #require(app.scenes["about"])
        guard case .image(let lines) = about.widgets.first?.kind else {
            Issue.record("expected an image first")
            return
        }
        #expect((1...6).contains(lines.count))
        #expect(lines.allSatisfy { $0.count <= 40 })
        #expect(
            about.widgets.dropFirst().map(\.kind) == [
                .progress(label: "Calibration", value: 0.6),
                .progress(label: "Looking for a camera", value: nil),
                .cameraPreview(label: "Camera preview"),
            ])
    }

    @Test func confirmDeleteButtonsActInOrder() throws {
        let sheet = try #require(app.scenes["confirm-delete"])
        #expect(sheet.widgets.first?.kind == .label(text: "This removes every photo. Are you sure?"))
        let buttons = sheet.allWidgets.filter { $0.kind.name == "button" }
        // The safe choice first, so focus starts on it; Delete is marked destructive.
        #expect(buttons.map(\.kind) == [.button(label: "Cancel"), .button(label: "Delete")])
        #expect(buttons[0].actions == [.dismissSheet] && !buttons[0].isDestructive)
        #expect(
            buttons[1].actions == [.emit(event: "delete-all"), .announce("Deleted"), .dismissSheet])
        #expect(buttons[1].isDestructive)
    }
}
