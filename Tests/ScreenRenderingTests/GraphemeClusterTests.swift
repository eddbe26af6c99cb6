import FaceNavCore
import Testing

@testable import ScreenRendering

/// Emoji sequences are one cluster each, drawn whole in one cell with the width a terminal gives them.
@Suite struct GraphemeClusterTests {
    static let family = "👩‍👩‍👧‍👦"
    static let flag = "🇫🇷"
    static let waving = "👋🏽"

    @Test func sequencesTakeTwoColumns() {
        #expect(CharacterWidth.of(Character(Self.family)) == 2)
        #expect(CharacterWidth.of(Character(Self.flag)) == 2)
        #expect(CharacterWidth.of(Character(Self.waving)) == 2)
        #expect(CharacterWidth.of("a\(Self.flag)b") == 4)
        #expect(CharacterWidth.of(Character("e\u{301}")) == 1)
        #expect(CharacterWidth.of(Character("A")) == 1)
    }

    @Test func aSequenceIsOneCellAndAContinuation() {
        var buffer = ScreenBuffer(size: Size(width: 8, height: 1))
        let end = buffer.write("\(Self.flag)\(Self.family)!", x: 0, y: 0)
        #expect(end == 5)
        #expect(buffer[0, 0].character == Character(Self.flag))
        #expect(buffer[1, 0].isContinuation)
        #expect(buffer[2, 0].character == Character(Self.family))
        #expect(buffer[3, 0].isContinuation)
        #expect(buffer[4, 0].character == "!")
        #expect(buffer.plainText == "\(Self.flag)\(Self.family)!")
    }

    @Test func truncationNeverSplitsASequence() {
        #expect(
            ScreenBuffer.truncate("\(Self.family)\(Self.family)\(Self.family)", to: 5)
                == "\(Self.family)\(Self.family)…")
    }
}
