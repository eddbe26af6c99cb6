import FaceNavCore
import ScreenRendering

extension ScreenRenderer {
    /// Seconds each page of a long announcement stays in the status line.
    public static let announcementPageTime = StatusLine.pageTime

    /// The status line's text: the input, the face's state (found, lost, paused), the gesture being held
    /// or the dwell with its progress, and the last announcement.
    ///
    /// An announcement too long for what is left of the line is wrapped into pages that take turns,
    /// `announcementPageTime` seconds each from when it was said, marked "1/3", so no part of it is lost;
    /// the input, the face state, a held gesture or dwell and the heard word stay in front of it, while the
    /// emulated face's summary and "? help" make way (they cut a message that fits without them).
    func statusText(_ state: AppState, width: Int) -> String {
        let (parts, optional, message, elapsed) = Self.statusParts(state)
        return StatusLine.text(kept: parts, optional: optional, message: message, elapsed: elapsed, width: width)
    }

    /// Whether the status line's message is long enough to page and was said recently enough to turn its
    /// pages by itself: the app asks for ticks meanwhile, so a keyboard-only run shows every page.
    public static func statusIsTurningPages(_ state: AppState) -> Bool {
        let (parts, optional, message, elapsed) = statusParts(state)
        return StatusLine.isTurningPages(
            kept: parts, optional: optional, message: message, elapsed: elapsed, width: state.screenSize.width)
    }

    private static func statusParts(_ state: AppState) -> (
        kept: [String], optional: [String], message: String?, elapsed: Double
    ) {
        var parts: [String] = [state.inputName, Self.faceState(state)]
        if let held = state.gestures.held, !state.isPaused {
            parts.append("holding \(held.gesture.spokenName) \(Self.meter(held.progress))")
        } else if let dwell = state.dwellProgress {
            parts.append("dwell \(Self.meter(dwell))")
        }
        if let heard = state.heardWord { parts.append("heard: \(heard)") }
        // What must stay in front of a long message: the input, the face, a held gesture or dwell, the word.
        var optional: [String] = []
        if let detail = state.inputDetail { optional.append(detail) }
        optional.append("? help")
        let start = state.messages.entries.last?.time ?? state.time
        return (parts, optional, state.lastAnnouncement?.text, state.time - start)
    }

    /// "face found", "face lost", "face paused", or "cursor: keys" before any face was seen.
    static func faceState(_ state: AppState) -> String {
        guard state.inputDetail != nil || state.isFaceVisible || state.lastFace != nil else {
            return state.isPaused ? "PAUSED" : "cursor: keys"
        }
        if state.isPaused { return "face paused" }
        return state.isFaceVisible ? "face found" : "face lost"
    }
}
