import CNcursesw
import FaceNavCore

extension NcursesScreen {
    /// Waits up to `milliseconds` (0 polls, negative counts as 0) for the next input FaceNav cares about.
    ///
    /// Keys and mouse events FaceNav ignores (a button release, an unmapped key) do not end the wait early.
    /// A lone ESC arrives as `.escape` after 25 ms. `.resize` carries the new size and makes the next
    /// `present` redraw everything. A signal, such as SIGINT, ends the wait with `.timeout`, so check
    /// `terminationRequested` after every call.
    public func nextInput(timeout milliseconds: Int) -> TerminalInput {
        guard !restored else { return .timeout }
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: .milliseconds(max(0, milliseconds)))
        var remaining = max(0, milliseconds)
        while true {
            wtimeout(cursesWindow, Int32(clamping: remaining))
            let read = facenav_get_wch(cursesWindow)
            if read.status == facenav_err() { return .timeout }
            if let input = interpret(read) { return input }
            if Self.terminationRequested { return .timeout }
            let left = clock.now.duration(to: deadline)
            guard left > .zero else { return .timeout }
            remaining = Int(
                left.components.seconds * 1000 + left.components.attoseconds / 1_000_000_000_000_000)
        }
    }

    private func interpret(_ read: facenav_key_read) -> TerminalInput? {
        guard read.status == facenav_key_code_yes() else {
            return TerminalInput.decode(.character(read.value))
        }
        let code = Int32(bitPattern: read.value)
        switch code {
        case facenav_key_resize():
            needsFullRedrawOnNextPresent = true
            return .resize(size)
        case facenav_key_mouse():
            let event = facenav_getmouse()
            guard event.status == facenav_ok() else { return nil }
            return TerminalInput.decodeMouse(
                x: Int(event.x), y: Int(event.y), buttons: UInt(event.buttons))
        default:
            return TerminalInput.decode(.keyCode(code))
        }
    }
}
