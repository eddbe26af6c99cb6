import FaceNavCore
import FaceNavTestSupport
import Testing

@testable import SceneApp

@Suite struct FocusTests {
    @Test func tabCyclesThroughTargetsInReadingOrder() {
        var driver = AppDriver()
        driver.send(.pointerMoved(Point(x: 0, y: 2)))
        var labels: [String] = []
        for _ in 0..<7 {
            driver.press(.tab)
            labels.append(driver.state.hovered?.label ?? "-")
        }
        #expect(labels == ["List", "Cards", "Ask", "Say", "Home", "Grid", "List"])
        driver.press(.backTab)
        #expect(driver.state.hovered?.label == "Grid")
    }

    @Test func nextWalksAWholeListScrollingIt() {
        var driver = AppDriver(size: Size(width: 50, height: 16))
        driver.point(at: "List")
        driver.press(.enter)
        driver.point(at: "A1")
        for _ in 0..<22 { driver.send(.command(.next, source: .gesture(.winkRight))) }
        #expect(driver.state.hovered?.label == "B20")
        #expect(driver.state.widgetStates.scrollOffset(WidgetKey(sceneID: "people", widgetID: "list")) > 0)
        for _ in 0..<22 { driver.send(.command(.previous, source: .key)) }
        #expect(driver.state.hovered?.label == "A1")
    }

    @Test func arrowsMoveToTheNearestTargetThatWay() {
        var driver = AppDriver()
        driver.point(at: "List")
        driver.press(.right)
        #expect(driver.state.hovered?.label == "Cards")
        driver.press(.down)
        #expect(driver.state.hovered?.label == "Ask")
        driver.press(.down)
        #expect(driver.state.hovered?.label == "Say")
        driver.press(.up)
        driver.press(.up)
        #expect(["List", "Cards"].contains(driver.state.hovered?.label ?? ""))
    }

    @Test func arrowDownAtTheLastVisibleRowScrollsTheList() {
        var driver = AppDriver(size: Size(width: 50, height: 16))
        driver.point(at: "List")
        driver.press(.enter)
        driver.point(at: "A1")
        // A1, A2, A3, then B1 (the header is skipped) to B13, line 17 of the list: 11 lines show, so offset 7.
        for _ in 0..<15 { driver.press(.down) }
        #expect(driver.state.hovered?.label == "B13")
        #expect(driver.state.widgetStates.scrollOffset(WidgetKey(sceneID: "people", widgetID: "list")) == 7)
    }

    @Test func pageKeysScrollByOneLineAndStopAtTheEnds() {
        var driver = AppDriver(size: Size(width: 50, height: 16))
        driver.point(at: "List")
        driver.press(.enter)
        let key = WidgetKey(sceneID: "people", widgetID: "list")
        driver.press(.pageDown)
        #expect(driver.state.widgetStates.scrollOffset(key) == 1)
        driver.press(.pageUp, .pageUp)
        #expect(driver.state.widgetStates.scrollOffset(key) == 0)
        #expect(driver.announcements.last == "Top of list")
        for _ in 0..<40 { driver.press(.pageDown) }
        #expect(driver.announcements.last == "End of list")
    }
}
