import ScreenRendering
import Testing

@testable import NcursesTerminal

@Suite struct CellEncodingTests {
    @Test func plainAndWideCharactersAreOneScalarAndATerminator() {
        #expect(NcursesScreen.wideCharacters(for: "a") == [0x61, 0])
        #expect(NcursesScreen.wideCharacters(for: "中") == [0x4E2D, 0])
    }

    @Test func combiningMarksTravelWithTheirBase() {
        #expect(NcursesScreen.wideCharacters(for: "e\u{301}") == [0x65, 0x301, 0])
    }

    @Test func aLongClusterKeepsAsManyScalarsAsACellHolds() {
        // A family emoji: 7 scalars, of which a curses cell keeps CCHARW_MAX (5 here).
        let family: Character = "👨\u{200D}👩\u{200D}👧\u{200D}👦"
        let scalars = family.unicodeScalars.map { Int32($0.value) }
        let encoded = NcursesScreen.wideCharacters(for: family).map { Int32($0) }
        #expect(encoded.last == 0)
        #expect(encoded.count - 1 < scalars.count)
        #expect(Array(encoded.dropLast()) == Array(scalars.prefix(encoded.count - 1)))
    }

    @Test func controlCharactersBecomeSpaces() {
        #expect(NcursesScreen.wideCharacters(for: "\u{7}") == [0x20, 0])
    }

    @Test func attributesCombine() {
        let plain = NcursesScreen.attributes(for: .plain)
        let loud = NcursesScreen.attributes(
            for: CellStyle(bold: true, reverse: true, underline: true, dim: true))
        #expect(plain == 0)
        #expect(loud != 0)
        #expect(NcursesScreen.attributes(for: CellStyle(bold: true)) & loud != 0)
    }

    @Test func unavailableTerminalSaysWhatAndWhatToDo() {
        let error = TerminalUnavailable(reason: "standard input is not a TTY")
        #expect(error.description.contains("standard input is not a TTY"))
        #expect(error.description.hasPrefix("facenav run needs an interactive terminal"))
        #expect(!error.description.contains("\n"))
    }
}
