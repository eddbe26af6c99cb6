import Testing

@testable import ScreenRendering

@Suite struct TextWrapTests {
    @Test func wrapsAtSpacesAndHardBreaksLongWords() {
        #expect(TextWrap.lines("the quick brown fox", width: 9) == ["the quick", "brown fox"])
        #expect(TextWrap.lines("abcdefgh ij", width: 3) == ["abc", "def", "gh", "ij"])
        #expect(TextWrap.lines("ab cdefgh", width: 3) == ["ab", "cde", "fgh"])
        #expect(TextWrap.lines("one\n\ntwo", width: 10) == ["one", "", "two"])
        #expect(TextWrap.lines("é👩‍👩‍👧 x", width: 2) == ["é👩‍👩‍👧", "x"])
    }

    /// A million characters with no space: linear wrapping takes a fraction of a second, the old quadratic
    /// one about 16 minutes, so the time limit catches a return to it without timing anything finer.
    @Test(.timeLimit(.minutes(1))) func aMillionCharacterWordWrapsInLinearTime() {
        let lines = TextWrap.lines(String(repeating: "x", count: 1_000_000), width: 80)
        #expect(lines.count == 12_500)
        #expect(lines.allSatisfy { $0.count == 80 })
    }
}
