import FaceNavCore
import SceneApp
import ScreenRendering

/// Draws the swipe-cards app: the top card leaning with the head, the verdict it is leaning towards in
/// words (never colour alone), the counts, what to do, and the status line.
public struct SwipeCardsRenderer: Sendable {
    public init() {}

    public func render(_ state: SwipeCardsState, size: Size) -> ScreenBuffer {
        var buffer = ScreenBuffer(size: size)
        guard size.width >= 20, size.height >= 8 else {
            buffer.write("Make the window larger", x: 0, y: 0)
            return buffer
        }
        let full = Rect(x: 0, y: 0, width: size.width, height: size.height)
        buffer.write(
            "Swipe cards · \(state.deckName)", in: full, y: 0, alignment: .center, style: CellStyle(bold: true))
        buffer.write(String(repeating: "─", count: size.width), x: 0, y: 1, style: CellStyle(role: .chrome))
        if let card = state.top {
            drawCard(card, lean: state.headSwipe.lean, in: &buffer)
        } else {
            drawEnd(state, in: &buffer)
        }
        let counts =
            "♥ Likes \(state.likes) · ✗ Nopes \(state.nopes) · \(state.remaining) of \(state.cards.count) left"
        buffer.write(counts, in: full, y: size.height - 4, alignment: .center)
        let hint =
            state.isAtEnd
            ? "Tongue out, Enter or say \"select\": start again"
            : "◀ wink or turn left: nope · tongue out: undo · wink or turn right: like ▶"
        buffer.write(hint, in: full, y: size.height - 3, alignment: .center, style: CellStyle(dim: true))
        buffer.write(
            String(repeating: "─", count: size.width), x: 0, y: size.height - 2, style: CellStyle(role: .chrome))
        let status = StatusLine.text(
            kept: [state.inputName, Self.faceState(state)], message: state.lastAnnouncement?.text,
            elapsed: state.time - state.lastAnnouncementTime, width: size.width)
        buffer.write(ScreenBuffer.truncate(status, to: size.width), x: 0, y: size.height - 1)
        return buffer
    }

    /// The card box, shifted by the head's lean: left when the user turns left.
    func drawCard(_ card: Card, lean: Double, in buffer: inout ScreenBuffer) {
        let size = buffer.size
        let width = min(48, size.width - 4)
        let height = min(max(6, 5 + card.picture.count + 3), size.height - 7)
        let travel = (size.width - width) / 2
        let x = travel - Int((lean * Double(travel)).rounded())
        let rect = Rect(x: x, y: 2, width: width, height: height)
        let leaning = abs(lean) >= 0.4
        buffer.drawBox(rect, leaning ? .heavy : .light)
        buffer.write(card.title, in: rect, y: rect.minY + 1, alignment: .center, style: CellStyle(bold: true))
        var y = rect.minY + 2
        for line in card.picture where y < rect.maxY - 2 {
            buffer.write(line, in: rect, y: y, alignment: .center)
            y += 1
        }
        for line in TextWrap.lines(card.text, width: width - 4) where y < rect.maxY - 1 {
            buffer.write(line, in: rect, y: y, alignment: .center)
            y += 1
        }
        if leaning {
            let stamp = lean > 0 ? " ✗ NOPE " : " ♥ LIKE "
            let style = CellStyle(bold: true, reverse: true, role: lean > 0 ? .danger : .success)
            buffer.write(stamp, x: lean > 0 ? rect.minX + 2 : rect.maxX - 10, y: rect.minY, style: style)
        }
    }

    /// The end of the deck: the counts and every card's verdict.
    func drawEnd(_ state: SwipeCardsState, in buffer: inout ScreenBuffer) {
        let size = buffer.size
        let area = Rect(x: 2, y: 2, width: size.width - 4, height: size.height - 7)
        buffer.write("End of the deck", in: area, y: area.minY, alignment: .center, style: CellStyle(bold: true))
        var y = area.minY + 2
        for decision in state.swiped where y < area.maxY {
            let mark = decision.direction == .right ? "♥ Like" : "✗ Nope"
            buffer.write("\(mark)  \(decision.card.title)", x: area.minX + 2, y: y)
            y += 1
        }
    }

    /// The face part of the status line: "paused", "face found" or "no face".
    static func faceState(_ state: SwipeCardsState) -> String {
        state.isPaused ? "paused" : state.isFaceVisible ? "face found" : "no face"
    }
}
