import FaceNavCore
import FaceNavTestSupport
import SceneApp
import Testing

@testable import ScreenRendering

@Suite struct RendererTests {
    @Test func hoveredButtonIsMarkedWithoutColour() {
        var driver = AppDriver()
        driver.point(at: "Ask")
        let buffer = ScreenRenderer().render(driver.state)
        #expect(buffer.plainText.contains("▶ Ask ◀"))
        let region = driver.state.layout.regions.first { $0.label == "Ask" }!
        #expect(buffer[region.rect.minX, region.rect.minY].style.reverse)
        #expect(buffer[region.rect.minX, region.rect.minY].style.bold)
    }

    @Test func tinyTerminalAsksForALargerWindow() {
        let driver = AppDriver(size: Size(width: 30, height: 8))
        let text = ScreenRenderer().render(driver.state).plainText
        #expect(text.contains("Make the window larger:"))
        #expect(text.contains("the terminal is 30x8."))
        #expect(!text.contains("List"))
    }

    @Test func zeroSizeDoesNotCrash() {
        let driver = AppDriver(size: Size(width: 0, height: 0))
        #expect(ScreenRenderer().render(driver.state).plainText.isEmpty)
    }

    @Test func statusLineShowsInputModeAndLastAnnouncement() {
        var driver = AppDriver()
        driver.point(at: "Say")
        driver.press(.enter)
        let lines = ScreenRenderer().render(driver.state).plainText.split(
            separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.last?.contains("keyboard") == true)
        #expect(lines.last?.contains("«Said»") == true)
    }

    @Test func sampleScreensMatchTheirSnapshots() {
        var driver = AppDriver()
        driver.point(at: "Cards")
        var screens: [(String, String)] = [("sample-home", ScreenRenderer().render(driver.state).plainText)]
        driver.press(.enter)
        screens.append(("sample-cards", ScreenRenderer().render(driver.state).plainText))
        driver.press(.escape)
        driver.point(at: "Ask")
        driver.press(.enter)
        screens.append(("sample-sheet", ScreenRenderer().render(driver.state).plainText))
        for (name, text) in screens {
            if let mismatch = snapshotMismatch(text, named: name) { Issue.record(Comment(rawValue: mismatch)) }
        }
    }
}
