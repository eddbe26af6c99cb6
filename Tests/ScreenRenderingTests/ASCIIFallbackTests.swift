import FaceNavCore
import FaceNavTestSupport
import Foundation
import SceneApp
import SceneFormat
import ScreenRendering
import Testing

/// Issue 18 item 8: under `LANG=C` the terminal cannot show box drawing or marks, so borders and marks
/// vanished. Screens are drawn in ASCII look-alikes instead: `+ - |`, `> <`, `v ^`, `*`.
@Suite struct ASCIIFallbackTests {
    func demo(_ button: String? = nil) throws -> AppDriver {
        var driver = AppDriver(
            app: try AppLoader.load(directory: DemoSnapshotTests.demo), size: Size(width: 80, height: 24))
        if let button {
            driver.point(at: button)
            driver.press(.enter)
        }
        return driver
    }

    func ascii(_ driver: AppDriver) -> String { ScreenRenderer().render(driver.state).asciiFallback().plainText }

    @Test func theDemoHomeAndASheetInASCII() throws {
        for (driver, name) in [(try demo(), "ascii-demo-home"), (try demo("Delete all…"), "ascii-demo-confirm-delete")]
        {
            let text = ascii(driver)
            let allASCII = text.unicodeScalars.allSatisfy { $0.isASCII }
            #expect(allASCII, "\(text)")
            if let mismatch = snapshotMismatch(text, named: name) { Issue.record(Comment(rawValue: mismatch)) }
        }
        let home = ascii(try demo())
        #expect(home.contains("+-----"), "borders as + and -")
        #expect(home.contains("|                Cards                |"))
        #expect(home.contains("Delete all."), "the ellipsis as a full stop")
    }

    @Test func marksHaveLookAlikesAndColumnsStayPut() {
        var buffer = ScreenBuffer(size: Size(width: 20, height: 1))
        buffer.write("▶ a ◀▼▲◆╌┃😀é", x: 0, y: 0)
        let ascii = buffer.asciiFallback()
        #expect(ascii.plainText == "> a <v^*-|? ?")
        #expect(ascii.size == buffer.size)
        let noContinuation = ascii.cells.allSatisfy { !$0.isContinuation }
        #expect(noContinuation)
    }

    @Test func theLocaleInForceDecides() {
        #expect(TerminalCharacters.asciiOnly(environment: ["LANG": "C"]))
        #expect(TerminalCharacters.asciiOnly(environment: ["LANG": "POSIX"]))
        #expect(TerminalCharacters.asciiOnly(environment: ["LANG": "en_GB.ISO-8859-1"]))
        #expect(!TerminalCharacters.asciiOnly(environment: ["LANG": "C.UTF-8"]))
        #expect(!TerminalCharacters.asciiOnly(environment: ["LANG": "en_US.utf8"]))
        #expect(TerminalCharacters.asciiOnly(environment: ["LANG": "C.UTF-8", "LC_ALL": "C"]), "LC_ALL wins")
        #expect(!TerminalCharacters.asciiOnly(environment: ["LANG": "C", "LC_CTYPE": "C.UTF-8"]))
        #expect(!TerminalCharacters.asciiOnly(environment: [:]))
    }
}
