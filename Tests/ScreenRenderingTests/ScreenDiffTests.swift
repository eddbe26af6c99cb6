import FaceNavCore
import Testing

@testable import ScreenRendering

@Suite struct ScreenDiffTests {
    @Test func firstFrameIsAFullRedraw() {
        let diff = ScreenDiff(from: nil, to: ScreenBuffer(size: Size(width: 4, height: 2)))
        #expect(diff.isFullRedraw)
        #expect(diff.cellCount == 8)
    }

    @Test func onlyChangedCellsAreWritten() {
        var old = ScreenBuffer(size: Size(width: 20, height: 3))
        old.write("hello", x: 0, y: 0)
        var new = old
        new.write("J", x: 0, y: 0)
        new.write("x", x: 15, y: 2)
        let diff = ScreenDiff(from: old, to: new)
        #expect(!diff.isFullRedraw)
        #expect(diff.runs.map(\.origin) == [Point(x: 0, y: 0), Point(x: 15, y: 2)])
        #expect(diff.cellCount == 2)
    }

    @Test func wideCharactersTakeTwoCellsAndRunsNeverStartOnTheirSecondHalf() {
        var old = ScreenBuffer(size: Size(width: 6, height: 1))
        old.write("日本", x: 0, y: 0)
        #expect(old[1, 0].isContinuation)
        #expect(old.plainText == "日本")
        var new = old
        new.write("日x", x: 0, y: 0)
        let diff = ScreenDiff(from: old, to: new)
        #expect(diff.runs.first?.origin.x == 2)
        #expect(ScreenBuffer.truncate("abcdef", to: 4) == "abc…")
    }

    @Test func writingIsClippedToTheBuffer() {
        var buffer = ScreenBuffer(size: Size(width: 3, height: 1))
        let end = buffer.write("abcdef", x: 1, y: 0)
        #expect(buffer.plainText == " ab")
        #expect(end == 3)
        buffer.write("zz", x: 0, y: 5)
        #expect(buffer.plainText == " ab")
    }
}
