import FaceNavCore
import Testing

@testable import SceneApp

@Suite struct SwitchScannerTests {
    func region(_ id: String, x: Int, y: Int, width: Int = 10, height: Int = 3) -> HitRegion {
        HitRegion(rect: Rect(x: x, y: y, width: width, height: height), target: .widget(id: id), label: id)
    }

    /// Two buttons side by side, one under them, and a tab bar of three: rows in reading order.
    var screen: [HitRegion] {
        [
            region("tab2", x: 30, y: 20, height: 1), region("b", x: 20, y: 2), region("a", x: 2, y: 3, height: 2),
            region("c", x: 2, y: 6), region("tab0", x: 2, y: 20, height: 1), region("tab1", x: 15, y: 20, height: 1),
            HitRegion(rect: Rect(x: 0, y: 10, width: 80, height: 5), target: nil, label: "backdrop"),
        ]
    }

    func ids(_ regions: [HitRegion]) -> [String] { regions.map(\.label) }

    @Test func targetsAreGroupedIntoRowsInReadingOrder() {
        let scanner = SwitchScanner(regions: screen)
        #expect(scanner.rows.map(ids) == [["a", "b"], ["c"], ["tab0", "tab1", "tab2"]])
        #expect(ids(scanner.highlighted) == ["a", "b"])
    }

    @Test func rowsAdvanceAtTheSetPaceAndWrap() {
        var scanner = SwitchScanner(regions: screen, settings: SwitchScanSettings(interval: 1))
        do { let moved = scanner.tick(at: 10); #expect(!moved) }  // starts the clock
        do { let moved = scanner.tick(at: 10.9); #expect(!moved) }
        do { let moved = scanner.tick(at: 11.0); #expect(moved) }
        #expect(scanner.position == .row(1))
        do { let moved = scanner.tick(at: 13.5); #expect(moved) }  // two steps late: both taken
        #expect(scanner.position == .row(0))
        do { let moved = scanner.tick(at: 13.9); #expect(!moved) }
        do { let moved = scanner.tick(at: 14.0); #expect(moved) }
    }

    @Test func pressPicksTheRowThenTheItem() {
        var scanner = SwitchScanner(regions: screen, settings: SwitchScanSettings(interval: 1))
        scanner.tick(at: 0)
        scanner.tick(at: 2)  // row 2: the tabs
        do { let pressed = scanner.press(at: 2.3); #expect(pressed == nil) }
        #expect(scanner.position == .item(row: 2, item: 0))
        do { let moved = scanner.tick(at: 3.2); #expect(!moved) }  // the clock restarted at the press
        do { let moved = scanner.tick(at: 3.3); #expect(moved) }
        #expect(ids(scanner.highlighted) == ["tab1"])
        do { let pressed = scanner.press(at: 3.5); #expect(pressed == .widget(id: "tab1")) }
        #expect(scanner.position == .row(0))
    }

    @Test func aRowOfOneIsPickedWithOnePress() {
        var scanner = SwitchScanner(regions: screen, settings: SwitchScanSettings(interval: 1))
        scanner.tick(at: 0)
        scanner.tick(at: 1)
        do { let pressed = scanner.press(at: 1.2); #expect(pressed == .widget(id: "c")) }
    }

    @Test func unpressedItemsReturnToTheRowsAfterTheSetPasses() {
        var scanner = SwitchScanner(regions: screen, settings: SwitchScanSettings(interval: 1, passesBeforeReturn: 2))
        scanner.tick(at: 0)
        _ = scanner.press(at: 0)  // row 0: a, b
        var seen: [SwitchScanner.Position] = []
        for t in 1...5 {
            scanner.tick(at: Double(t))
            seen.append(scanner.position)
        }
        #expect(
            seen == [
                .item(row: 0, item: 1), .item(row: 0, item: 0), .item(row: 0, item: 1), .row(0), .row(1),
            ])
    }

    @Test func aSingleRowScansItsItemsAndNoTargetsScanNothing() {
        var single = SwitchScanner(regions: [region("x", x: 0, y: 0), region("y", x: 20, y: 0)])
        #expect(single.position == .item(row: 0, item: 0))
        do { let pressed = single.press(at: 0); #expect(pressed == .widget(id: "x")) }
        var empty = SwitchScanner(regions: [])
        let moved = empty.tick(at: 5)
        let pressed = empty.press(at: 5)
        #expect(empty.highlighted.isEmpty && !moved && pressed == nil)
    }
}
