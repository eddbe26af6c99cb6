import FaceNavCore
import FaceNavTestSupport
import ScreenRendering
import Testing

@testable import SceneApp

/// What a hands-free user must always be able to see: the cursor, the face's state, a held gesture's
/// progress, and every word of a long announcement.
@Suite struct HandsFreeRenderingTests {
    static let size = Size(width: 80, height: 24)

    func statusLine(_ state: AppState) -> String {
        String(ScreenRenderer().render(state).plainText.split(separator: "\n", omittingEmptySubsequences: false).last!)
    }

    @Test func theCursorIsMarkedOverNothingAndNeverHidesText() throws {
        var driver = AppDriver(size: Self.size)
        let blank = Point(x: 50, y: 18)
        driver.send(.pointerMoved(blank))
        #expect(driver.state.hovered == nil)
        var buffer = ScreenRenderer().render(driver.state)
        #expect(buffer[blank.x, blank.y].character == ScreenRenderer.cursorMark)
        let style = buffer[blank.x, blank.y].style
        #expect(style.reverse && style.underline && style.bold)
        #expect(buffer.cursor == blank)

        // Over text, the character stays and only its style marks the cursor.
        let label = try #require(driver.state.layout.widgets.first { $0.widget.id == "greeting" })
        driver.send(.pointerMoved(label.rect.origin))
        buffer = ScreenRenderer().render(driver.state)
        #expect(buffer[label.rect.minX, label.rect.minY].character == "H")
        #expect(buffer[label.rect.minX, label.rect.minY].style.reverse)
        #expect(buffer[label.rect.minX, label.rect.minY].style.underline)
    }

    @Test func theStatusLineShowsTheFaceFoundLostAndPaused() {
        var driver = AppDriver(size: Self.size)
        #expect(statusLine(driver.state).contains("cursor: keys"))
        driver.feed(FaceStream().neutral(for: 0.5).measurements)
        #expect(statusLine(driver.state).contains("face found"))
        driver.feed(FaceStream(start: 0.5).lost(for: 0.2).measurements)
        #expect(statusLine(driver.state).contains("face lost"))
        driver.press(.character("p"))
        #expect(statusLine(driver.state).contains("face paused"))
    }

    @Test func theGestureBeingHeldShowsItsProgress() {
        var driver = AppDriver(size: Self.size)
        // After the settle time, a left eye closed for 0.2 s: judged shut from its second frame (two of
        // three readings), so 0.13 s of the 0.25 s hold: about half held.
        driver.feed(FaceStream().neutral(for: 1.5).face(for: 0.2) { $0.eyeLeft = 0 }.measurements)
        let line = statusLine(driver.state)
        #expect(line.contains("holding wink left ▓▓"), "\(line)")
        #expect(line.contains("%"))
    }

    @Test func aLongAnnouncementTakesTurnsInPagesAndLosesNoWord() throws {
        var state = AppDriver(size: Self.size).state
        let text =
            "The photos were moved to the archive folder; you can open them again from the Photos tab at any time, and the archive keeps them for thirty days before it empties itself"
        _ = state.announce(text, at: 10)
        func page(_ index: Int) -> String {
            state.time = 10 + Double(index) * ScreenRenderer.announcementPageTime + 0.1
            let line = statusLine(state)
            #expect(line.hasPrefix(" keyboard │ cursor: keys │ «"), "\(line)")
            return line
        }
        let first = page(0)
        let total = try #require(first.split(separator: "/").last.flatMap { Int($0) })
        #expect(first.hasSuffix(" 1/\(total)") && total >= 3)
        let pages = (0...total).map(page)
        let shown = pages.prefix(total).map { line in
            String(line[line.index(after: line.firstIndex(of: "«")!)..<line.firstIndex(of: "»")!])
        }
        #expect(shown.joined(separator: " ") == text)
        #expect(pages[total] == first)  // back to the first page after the last
        #expect(state.messages.entries.last == MessageHistory.Entry(time: 10, text: text))
    }

    @Test func aShortAnnouncementIsShownWhole() {
        var state = AppDriver(size: Self.size).state
        _ = state.announce("Centred", at: 1)
        #expect(statusLine(state).hasSuffix("│ «Centred»"))
    }

    /// With the emulated face on, its summary and "? help" cut the end of a message that fits without them
    /// ("«Paused. eyes…", found walking the program): they make way, the face state stays in front.
    @Test func aMessageThatFitsWithoutTheExtrasIsNotCut() {
        var driver = AppDriver(size: Self.size)
        driver.send(.inputChanged("emulated face"), at: 0)
        driver.send(.inputDetailChanged("yaw 0° pitch 0° roll 0°"), at: 0)
        _ = driver.state.announce("Paused. eyes closed again resumes.", at: 1)
        let line = statusLine(driver.state)
        #expect(line.hasSuffix("«Paused. eyes closed again resumes.»"), "\(line)")
        #expect(line.hasPrefix(" emulated face │ face "), "\(line)")
        #expect(!line.contains("…"))
    }
}
