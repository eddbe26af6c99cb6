import ScreenRendering
import Testing

/// The status line every screen shares: a long message takes turns in pages, nothing of it lost.
@Suite struct StatusLineTests {
    static let message = "Photo taken and saved as /data/MRTD/FaceDetection/FaceDetected20261123-020000-000.jpg now"

    @Test func aMessageThatFitsIsShownWholeWithEveryPart() {
        let line = StatusLine.text(
            kept: ["camera", "face found"], optional: ["? help"], message: "Liked", elapsed: 0, width: 80)
        #expect(line == " camera │ face found │ ? help │ «Liked»")
    }

    @Test func aLongMessageTakesTurnsInPagesAndNoWordIsLost() {
        let width = 60
        var pages: [String] = []
        for step in 0..<6 {
            let line = StatusLine.text(
                kept: ["camera", "face found"], optional: ["? help"], message: Self.message,
                elapsed: Double(step) * StatusLine.pageTime, width: width)
            #expect(CharacterWidth.of(line) <= width, "\(line)")
            #expect(line.hasPrefix(" camera │ face found │ «"), "the kept parts stay in front: \(line)")
            #expect(!line.contains("? help"), "the optional parts make way")
            pages.append(line)
        }
        let count = Int(pages[0].split(separator: "/").last.map(String.init) ?? "") ?? 0
        #expect(count >= 2, "\(pages)")
        #expect(pages[0].hasSuffix(" 1/\(count)") && pages[1].hasSuffix(" 2/\(count)"), "\(pages)")
        #expect(pages[count] == pages[0], "the pages go round")
        let words = pages.prefix(count).joined(separator: " ")
        for word in Self.message.split(separator: " ") where word.count < 20 {
            #expect(words.contains(word), "\(word) is on a page")
        }
    }

    @Test func aMessageThatFitsWhenTheOptionalPartsMakeWayIsWhole() {
        let line = StatusLine.text(
            kept: ["camera"], optional: ["emulated face: yaw 0 pitch 0", "? help"],
            message: "Swiped right: like. Next card: Ada.", elapsed: 9, width: 56)
        #expect(line == " camera │ «Swiped right: like. Next card: Ada.»")
    }
}
