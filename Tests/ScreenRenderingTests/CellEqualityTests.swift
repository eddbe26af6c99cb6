import Testing

@testable import ScreenRendering

@Suite struct CellEqualityTests {
    @Test func canonicallyEquivalentCharactersStayEqual() {
        // Stored differently (one scalar against two), equal as text.
        #expect(Cell("\u{E9}") == Cell("e\u{301}"))
        #expect(Cell("\u{E9}").hashValue == Cell("e\u{301}").hashValue)
    }

    @Test func differentCharactersOrStylesDiffer() {
        let red = RGBColor(red: 200, green: 0, blue: 0)
        let blue = RGBColor(red: 0, green: 0, blue: 200)
        #expect(Cell("a") != Cell("b"))
        #expect(Cell("▀") != Cell("▄"))
        #expect(Cell("▀", style: CellStyle(foreground: red)) != Cell("▀", style: CellStyle(foreground: blue)))
        #expect(Cell("▀", style: CellStyle(foreground: red)) == Cell("▀", style: CellStyle(foreground: red)))
        #expect(Cell("a", style: CellStyle(bold: true)) != Cell("a"))
    }

    @Test func longClustersMadeApartAreEqual() {
        // A family emoji is longer than a character stored inline; two made apart have their own storage.
        let family = ["👨", "👩", "👧", "👦"]
        let one = Cell(Character(family.joined(separator: "\u{200D}")))
        let other = Cell(Character(family.joined(separator: "\u{200D}")))
        #expect(one == other)
        #expect(one != Cell(Character("👨\u{200D}👩\u{200D}👧")))
    }

    @Test func onlyTheContinuationIsAContinuation() {
        #expect(Cell.continuation.isContinuation)
        #expect(Cell(Character("\u{0}")).isContinuation)
        #expect(!Cell.blank.isContinuation)
        #expect(!Cell("▀").isContinuation)
    }
}
