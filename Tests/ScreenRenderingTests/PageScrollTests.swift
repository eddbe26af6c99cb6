import FaceNavCore
import FaceNavTestSupport
import Foundation
import SceneApp
import SceneFormat
import Testing

@testable import ScreenRendering

/// A screen taller than the window scrolls, following focus and the cursor, instead of asking for a larger
/// window it cannot fit on any ordinary terminal.
@Suite struct PageScrollTests {
    /// Fifteen buttons: 45 rows of content, where 80x24 has 21.
    static func fifteenButtons() throws -> AppDefinition {
        let buttons = (1...15).map { "  - button: Button \($0)\n    announce: \($0)\n" }.joined()
        let (app, diagnostics) = SceneParser.parseApp(
            app: ("app.yaml", "app: Tall\nroot: home\n"),
            scenes: [("home.yaml", "scene: home\ntitle: Home\nwidgets:\n" + buttons)])
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        return try #require(app)
    }

    func screen(_ driver: AppDriver) -> String { ScreenRenderer().render(driver.state).plainText }

    @Test func aTallScreenShowsItsTopAndSaysThereIsMore() throws {
        let driver = AppDriver(app: try Self.fifteenButtons(), size: Size(width: 80, height: 24))
        let text = screen(driver)
        #expect(!driver.state.layout.isTooSmall)
        #expect(!text.contains("Make the window larger"))
        #expect(text.contains("Button 1 "))
        #expect(!text.contains("Button 15"))
        #expect(text.contains("▼ more below"))
        #expect(!text.contains("▲ more above"))
        #expect(driver.state.layout.pageOverflow == 45 - 21)
    }

    /// Issue 18 item 8: at 40x12 "▼ more below" was written over the last visible row, cutting "Delete
    /// all…" to "D ▼ more below". It now sits on the tab bar's rule, or on a row of its own without tabs.
    @Test func moreBelowNeverCoversAButtonsText() throws {
        let demo = try AppLoader.load(directory: DemoSnapshotTests.demo)
        let tabbed = ScreenRenderer().render(AppDriver(app: demo, size: Size(width: 40, height: 12)).state).plainText
        let rows = tabbed.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(rows.contains { $0.contains("Delete all…") }, "\(tabbed)")
        #expect(rows[9].hasPrefix("─") && rows[9].contains("▼ more below"), "on the tab bar's rule: \(tabbed)")
        for row in rows where row.contains("▼ more below") { #expect(!row.contains("│"), "\(row)") }

        let tall = ScreenRenderer().render(
            AppDriver(app: try Self.fifteenButtons(), size: Size(width: 40, height: 12)).state)
        let lines = tall.plainText.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let mark = try #require(lines.firstIndex { $0.contains("▼ more below") })
        #expect(
            lines[mark].trimmingCharacters(in: .whitespaces) == "▼ more below", "a row of its own: \(tall.plainText)")
    }

    @Test func tabWalksEveryButtonScrollingThePage() throws {
        var driver = AppDriver(app: try Self.fifteenButtons(), size: Size(width: 80, height: 24))
        driver.point(at: "Button 1")
        var seen = [driver.state.hovered?.label ?? "nothing"]
        for _ in 0..<14 {
            driver.press(.tab)
            if let label = driver.state.hovered?.label { seen.append(label) }
        }
        #expect(seen == (1...15).map { "Button \($0)" })
        let text = screen(driver)
        #expect(text.contains("▶ Button 15 ◀"))
        #expect(text.contains("▲ more above"))
        #expect(!text.contains("▼ more below"))
        driver.press(.enter)
        #expect(driver.announcements.last == "15")
        // Past the last, focus wraps to the first, scrolled back into view; backwards it wraps to the last.
        driver.press(.tab)
        #expect(driver.state.hovered?.label == "Button 1")
        #expect(driver.state.layout.pageOffset == 0)
        driver.press(.backTab)
        #expect(driver.state.hovered?.label == "Button 15")
        for _ in 0..<14 { driver.press(.backTab) }
        #expect(driver.state.hovered?.label == "Button 1")
        #expect(driver.state.layout.pageOffset == 0)
    }

    @Test func arrowDownScrollsBeforeLeavingThePage() throws {
        var driver = AppDriver(app: try Self.fifteenButtons(), size: Size(width: 80, height: 24))
        driver.press(.tab)
        for _ in 0..<14 { driver.press(.down) }
        #expect(driver.state.hovered?.label == "Button 15")
    }

    /// Looking down holds the cursor at the bottom edge: the page scrolls a row at a time to its end, and
    /// nothing is pressed on the way. The face first rests level for 1.5 s, which auto-centring takes as
    /// neutral.
    @Test func theHeadCursorAtTheBottomEdgeScrollsThePage() throws {
        var driver = AppDriver(app: try Self.fifteenButtons(), size: Size(width: 80, height: 24))
        let frames = stride(from: 0.0, to: 6.5, by: 1.0 / 30).map {
            FaceMeasurement(time: $0, pitch: $0 < 1.5 ? 0 : -0.3)
        }
        driver.feed(frames)
        #expect(driver.state.layout.pageOffset == driver.state.layout.pageOverflow)
        #expect(screen(driver).contains("Button 15"))
        #expect(driver.activations.isEmpty)
    }
}
