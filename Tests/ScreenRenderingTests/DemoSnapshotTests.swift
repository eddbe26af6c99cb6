import FaceNavCore
import FaceNavTestSupport
import Foundation
import SceneApp
import SceneFormat
import ScreenRendering
import Testing

/// Every screen of the bundled demo at 80x24, reached the way a user reaches it, as a text snapshot.
@Suite struct DemoSnapshotTests {
    static let demo = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Scenes/demo").path

    func check(_ driver: AppDriver, _ name: String) {
        let text = ScreenRenderer().render(driver.state).plainText
        if let mismatch = snapshotMismatch(text, named: "demo-\(name)") { Issue.record(Comment(rawValue: mismatch)) }
    }

    func home() throws -> AppDriver {
        AppDriver(app: try AppLoader.load(directory: Self.demo), size: Size(width: 80, height: 24))
    }

    @Test func homeAndWhatItsButtonsOpen() throws {
        let driver = try home()
        check(driver, "home")
        for (button, scene) in [("Cards", "cards"), ("About", "about"), ("Delete all…", "confirm-delete")] {
            var opened = driver
            opened.point(at: button)
            opened.press(.enter)
            #expect(opened.state.activeScene?.id == scene)
            let markers = ScreenRenderer().render(opened.state).plainText.filter { $0 == "▶" }.count
            #expect(markers <= 1, "one thing at most is marked as pressable on \(scene)")
            check(opened, scene)
        }
    }

    /// The demo with the tab titled `title` chosen, by pointing at it and pressing Enter.
    func tab(_ title: String, scene: String) throws -> AppDriver {
        var driver = try home()
        driver.point(at: title)
        driver.press(.enter)
        #expect(driver.state.activeScene?.id == scene)
        return driver
    }

    @Test func contactsTabAndTheContactItPushes() throws {
        var driver = try tab("Contacts", scene: "contacts")
        check(driver, "contacts")
        driver.point(at: "Grace Hopper")
        driver.press(.enter)
        #expect(driver.state.activeScene?.id == "contact")
        check(driver, "contact")
    }

    @Test func photosTab() throws {
        check(try tab("Photos", scene: "photos"), "photos")
    }
}
