import Foundation
import Testing

/// Issue 18 item 8: `LANG=C` gets every screen in ASCII from the real binary (borders `+ - |`, marks
/// `> <`, `v`), and a UTF-8 locale keeps the box drawing.
@Suite struct ASCIIScreenTests {
    @Test func langCDrawsInASCIIAndUTF8DoesNot() throws {
        let trace = Repository.path("Tests/Fixtures/traces/demo-push-pop.jsonl")
        let plain = try ProcessRun.run(
            Repository.facenav, ["run", "--headless", "--size", "40x12", "--trace", trace],
            environment: ["LANG": "C", "LC_ALL": "", "LC_CTYPE": ""])
        #expect(plain.status == 0, "\(plain.standardError)")
        let allASCII = plain.standardOutput.unicodeScalars.allSatisfy { $0.isASCII }
        #expect(allASCII, "\(plain.standardOutput)")
        #expect(plain.standardOutput.contains("+---") && plain.standardOutput.contains("| "), "\(plain.standardOutput)")
        let unicode = try ProcessRun.run(
            Repository.facenav, ["run", "--headless", "--size", "40x12", "--trace", trace],
            environment: ["LANG": "C.UTF-8", "LC_ALL": "", "LC_CTYPE": ""])
        #expect(unicode.standardOutput.contains("───"), "\(unicode.standardOutput)")
    }
}
