import FaceNavCore
import FaceNavTestSupport
import Testing

@testable import SceneApp

@Suite struct NavigationTests {
    @Test func pushThenBackReturnsHome() {
        var driver = AppDriver()
        driver.point(at: "List")
        driver.press(.enter)
        #expect(driver.state.navigation.topSceneID == "people")
        #expect(driver.state.layout.backButton != nil)
        driver.point(at: "A1")
        driver.press(.enter)
        #expect(driver.state.navigation.topSceneID == "detail")
        #expect(driver.state.navigation.depth == 3)
        driver.press(.escape)
        driver.press(.backspace)
        #expect(driver.state.navigation.topSceneID == "home")
        driver.press(.escape)
        #expect(driver.announcements.last == "Nothing to go back to")
        let navigations = driver.events.compactMap { event -> String? in
            if case .navigation(let kind, let scene, _) = event.kind { return "\(kind.rawValue) \(scene)" }
            return nil
        }
        #expect(navigations == ["push people", "push detail", "pop people", "pop home"])
    }

    @Test func theBackButtonIsAlwaysReachableWhenThereIsSomewhereToGo() {
        var driver = AppDriver()
        #expect(!driver.state.layout.focusOrder.contains { $0.target == .backButton })
        driver.point(at: "List")
        driver.press(.enter)
        #expect(driver.state.layout.focusOrder.first?.target == .backButton)
        driver.point(at: "Back")
        driver.press(.enter)
        #expect(driver.state.navigation.topSceneID == "home")
    }

    @Test func tabsKeepTheirOwnStacksAndReportTheirIndex() {
        var driver = AppDriver()
        driver.point(at: "List")
        driver.press(.enter)
        driver.point(at: "Grid")
        driver.press(.enter)
        #expect(driver.state.navigation.selectedTab == 1)
        #expect(driver.state.navigation.topSceneID == "grid")
        driver.point(at: "Home")
        driver.press(.enter)
        #expect(driver.state.navigation.topSceneID == "people")
        let tabs = driver.events.compactMap { event -> Int? in
            if case .tabSelected(let index, _) = event.kind { return index }
            return nil
        }
        #expect(tabs == [1, 0])
        #expect(
            driver.events.last { if case .tabSelected = $0.kind { true } else { false } }?.jsonLine.contains(
                "\"tab\":0") == true)
    }

    @Test func sheetActionsRunInOrderAndBackDismisses() {
        var driver = AppDriver()
        driver.point(at: "Ask")
        driver.press(.enter)
        #expect(driver.state.navigation.sheet == "confirm")
        #expect(driver.state.hovered?.target == .widget(id: "yes"))
        driver.press(.enter)
        #expect(driver.state.navigation.sheet == nil)
        #expect(driver.events.contains { $0.kind == .emitted(name: "yes", sceneID: "confirm") })
        driver.point(at: "Ask")
        driver.press(.escape)
        #expect(driver.state.navigation.sheet == nil)
    }

    @Test func setActionChangesALabelAndIsLogged() {
        var driver = AppDriver()
        driver.point(at: "Say")
        driver.press(.enter)
        #expect(driver.state.widgetStates.values[WidgetKey(sceneID: "home", widgetID: "greeting")] == "Bye")
        #expect(driver.announcements.contains("Said"))
        #expect(driver.events.contains { $0.kind == .emitted(name: "said", sceneID: "home") })
    }

    @Test func swipesRemoveTheTopCardUntilNoneAreLeft() {
        var driver = AppDriver()
        driver.point(at: "Cards")
        driver.press(.enter)
        driver.press(.character("["))
        driver.press(.character("]"))
        driver.press(.character("]"))
        let swipes = driver.events.compactMap { event -> String? in
            if case .swipe(let direction, _, _, let card, let remaining) = event.kind {
                return "\(direction) \(card) \(remaining)"
            }
            return nil
        }
        #expect(swipes == ["left One 1", "right Two 0"])
        #expect(driver.announcements.last == "No more cards")
    }
}
