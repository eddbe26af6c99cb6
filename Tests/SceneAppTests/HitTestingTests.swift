import FaceNavCore
import FaceNavTestSupport
import Testing

@testable import SceneApp

@Suite struct HitTestingTests {
    @Test func buttonsInARowAreHitOnTheirOwnCellsOnly() {
        let driver = AppDriver()
        let layout = driver.state.layout
        let list = layout.regions.first { $0.target == .widget(id: "open-list") }!
        let cards = layout.regions.first { $0.target == .widget(id: "open-cards") }!
        #expect(list.rect.maxX < cards.rect.minX)
        #expect(layout.target(at: Point(x: list.rect.maxX - 1, y: list.rect.minY))?.target == .widget(id: "open-list"))
        // The cell just right of the first button is the gap, not either button (half-open rectangles).
        #expect(layout.target(at: Point(x: list.rect.maxX, y: list.rect.minY)) == nil)
        #expect(
            layout.target(at: Point(x: cards.rect.minX, y: cards.rect.maxY - 1))?.target == .widget(id: "open-cards"))
        #expect(layout.target(at: Point(x: cards.rect.minX, y: cards.rect.maxY))?.target != .widget(id: "open-cards"))
    }

    @Test func listRowsAreHitIndividuallyWithIndexPaths() {
        var driver = AppDriver()
        driver.send(.command(.activate, source: .key))  // cursor in the middle: nothing there
        driver.point(at: "List")
        driver.send(.command(.activate, source: .key))
        let layout = driver.state.layout
        let rows = layout.regions.compactMap { region -> IndexPath? in
            if case .listRow(_, let path)? = region.target { return path }
            return nil
        }
        #expect(
            rows.prefix(4) == [
                IndexPath(section: 0, item: 0), IndexPath(section: 0, item: 1), IndexPath(section: 0, item: 2),
                IndexPath(section: 1, item: 0),
            ])
        let a2 = layout.regions.first { $0.label == "A2" }!
        #expect(a2.rect.height == 1)
        #expect(
            layout.target(at: Point(x: a2.rect.minX + 3, y: a2.rect.minY))?.target
                == .listRow(widgetID: "list", indexPath: IndexPath(section: 0, item: 1)))
    }

    @Test func theSheetIsOnTopAndBlocksTheScreenBelow() {
        var driver = AppDriver()
        let sayRect = driver.state.layout.regions.first { $0.label == "Say" }!.rect
        driver.point(at: "Ask")
        driver.send(.command(.activate, source: .key))
        let layout = driver.state.layout
        #expect(layout.sheet?.sceneID == "confirm")
        // A cell of the screen below the sheet is covered: no target.
        #expect(
            layout.target(at: sayRect.center) == nil || layout.target(at: sayRect.center)?.target == .widget(id: "yes")
                || layout.target(at: sayRect.center)?.target == .widget(id: "no"))
        #expect(layout.target(at: sayRect.center)?.target != .widget(id: "say"))
        // Focus order with a sheet: back, then the sheet's buttons only.
        #expect(layout.focusOrder.map(\.target) == [.backButton, .widget(id: "yes"), .widget(id: "no")])
    }

    @Test func gridCellsAreHitIndividually() {
        var driver = AppDriver()
        driver.point(at: "Grid")
        driver.send(.command(.activate, source: .key))
        let cells = driver.state.layout.regions.filter {
            if case .gridItem? = $0.target { return true }
            return false
        }
        #expect(cells.count >= 6)
        #expect(cells[0].rect.maxX <= cells[1].rect.minX)
        #expect(cells[3].rect.minY > cells[0].rect.minY)
        guard case .gridItem(_, let path)? = cells[4].target else {
            Issue.record("not a grid item")
            return
        }
        #expect(path == IndexPath(section: 0, item: 4))
    }

    @Test func aTinyTerminalHasNoTargets() {
        var driver = AppDriver(size: Size(width: 20, height: 6))
        #expect(driver.state.layout.isTooSmall)
        #expect(driver.state.layout.focusOrder.isEmpty)
        driver.send(.command(.activate, source: .key))
        #expect(driver.activations.isEmpty)
    }
}
