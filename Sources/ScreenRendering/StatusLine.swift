import FaceNavCore

/// The text of a status line: what must stay in front, what may make way, and the last message, paged so
/// no part of it is lost. The app, the game and the swipe cards draw their status lines with it.
///
/// A message too long for what is left of the line is wrapped into pages that take turns, `pageTime`
/// seconds each from when it was said, marked "1/3". The `kept` parts stay in front of it; the `optional`
/// ones (an emulated face's summary, "? help") make way for it, and come back when all of it fits.
public enum StatusLine {
    /// Seconds each page of a long message stays in the status line.
    public static let pageTime = 2.5

    /// Seconds a paged message keeps turning its pages by itself (a feature asks for ticks that long).
    public static let pagingTime = 30.0

    /// The line for `width` columns, `elapsed` seconds after `message` was said.
    public static func text(kept: [String], optional: [String] = [], message: String?, elapsed: Double, width: Int)
        -> String
    {
        switch layout(kept: kept, optional: optional, message: message, width: width) {
        case .whole(let text): return text
        case .paged(let head, let pages):
            let page = Int((max(elapsed, 0) / pageTime).rounded(.down)) % pages.count
            return head + "«\(pages[page])» \(page + 1)/\(pages.count)"
        }
    }

    /// How many pages `message` takes at `width`: 1 when it fits whole.
    public static func pageCount(kept: [String], optional: [String] = [], message: String?, width: Int) -> Int {
        if case .paged(_, let pages) = layout(kept: kept, optional: optional, message: message, width: width) {
            return pages.count
        }
        return 1
    }

    /// Whether a message said `elapsed` seconds ago still turns its pages by itself: the screen must be
    /// drawn again as time passes (a keyboard-only run has no frames to do it), for `pagingTime` seconds.
    public static func isTurningPages(
        kept: [String], optional: [String] = [], message: String?, elapsed: Double, width: Int
    ) -> Bool {
        elapsed < pagingTime && pageCount(kept: kept, optional: optional, message: message, width: width) > 1
    }

    private enum Layout {
        case whole(String)
        case paged(head: String, pages: [String])
    }

    private static func layout(kept: [String], optional: [String], message: String?, width: Int) -> Layout {
        let text = " " + (kept + optional).joined(separator: " │ ")
        guard let message else { return .whole(text) }
        let whole = text + " │ «\(message)»"
        if CharacterWidth.of(whole) <= width { return .whole(whole) }
        let head = " " + kept.joined(separator: " │ ") + " │ "
        let room = width - CharacterWidth.of(head) - 2 - 6  // the « », and " 99/99"
        guard room >= 12 else { return .whole(whole) }
        let pages = TextWrap.lines(message, width: room)
        // A message that fits once the optional parts make way is shown whole.
        guard pages.count > 1 else { return .whole(head + "«\(message)»") }
        return .paged(head: head, pages: pages)
    }
}
