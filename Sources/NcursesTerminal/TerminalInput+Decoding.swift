import CNcursesw
import FaceNavCore

extension TerminalInput {
    /// Turns one raw key read into input, or nil for keys FaceNav ignores (other control characters,
    /// keys without a meaning here).
    ///
    /// `KEY_RESIZE` and `KEY_MOUSE` need the screen to answer (its size, `getmouse`), so they decode to nil
    /// here and `NcursesScreen` handles them first. Terminals disagree about Backspace (`KEY_BACKSPACE`,
    /// DEL 127 or BS 8) and Enter (`KEY_ENTER`, LF or CR with `nonl`), so every spelling is accepted.
    static func decode(_ read: TerminalKeyRead) -> TerminalInput? {
        switch read {
        case .character(let value):
            switch value {
            case 9: return .tab
            case 10, 13: return .enter
            case 27: return .escape
            case 8, 127: return .backspace
            case 0..<32, 0x80..<0xA0: return nil
            default:
                guard let scalar = Unicode.Scalar(value) else { return nil }
                return .character(Character(scalar))
            }
        case .keyCode(let code):
            switch code {
            case facenav_key_up(): return .up
            case facenav_key_down(): return .down
            case facenav_key_left(): return .left
            case facenav_key_right(): return .right
            case facenav_key_enter(): return .enter
            case facenav_key_backspace(): return .backspace
            case facenav_key_btab(): return .backTab
            case facenav_key_ppage(): return .pageUp
            case facenav_key_npage(): return .pageDown
            case facenav_key_home(): return .home
            case facenav_key_end(): return .end
            case facenav_key_dc(): return .delete
            case facenav_key_f(1)...facenav_key_f(63): return .function(Int(code - facenav_key_f(0)))
            default: return nil
            }
        }
    }

    /// Turns a mouse report (`getmouse`'s cell and button state) into a click, a move, or nil.
    ///
    /// A press counts as the click, so a head mouse that only sends presses still works and nothing waits
    /// for the release; a release on its own is ignored.
    static func decodeMouse(x: Int, y: Int, buttons: UInt) -> TerminalInput? {
        let point = Point(x: x, y: y)
        if buttons & UInt(facenav_button1_pressed() | facenav_button1_clicked()) != 0 {
            return .mouseClick(point)
        }
        if buttons & UInt(facenav_report_mouse_position()) != 0 {
            return .mouseMoved(point)
        }
        return nil
    }
}
