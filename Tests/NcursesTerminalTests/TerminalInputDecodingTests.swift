import FaceNavCore
import Testing

@testable import NcursesTerminal

/// Key codes are the X/Open curses values from `<curses.h>`, written out so a changed shim shows up here.
@Suite struct TerminalInputDecodingTests {
    @Test func printableCharactersPassThrough() {
        #expect(TerminalInput.decode(.character(0x61)) == .character("a"))
        #expect(TerminalInput.decode(.character(0x20)) == .character(" "))
        #expect(TerminalInput.decode(.character(0x00E9)) == .character("é"))
        #expect(TerminalInput.decode(.character(0x4E2D)) == .character("中"))
        #expect(TerminalInput.decode(.character(0x1F600)) == .character("😀"))
    }

    @Test func controlCharactersHaveNames() {
        #expect(TerminalInput.decode(.character(9)) == .tab)
        #expect(TerminalInput.decode(.character(10)) == .enter)
        #expect(TerminalInput.decode(.character(13)) == .enter)
        #expect(TerminalInput.decode(.character(27)) == .escape)
        #expect(TerminalInput.decode(.character(127)) == .backspace)
        #expect(TerminalInput.decode(.character(8)) == .backspace)
    }

    @Test func otherControlCharactersAndInvalidScalarsAreIgnored() {
        #expect(TerminalInput.decode(.character(0)) == nil)
        #expect(TerminalInput.decode(.character(3)) == nil)
        #expect(TerminalInput.decode(.character(0x85)) == nil)
        #expect(TerminalInput.decode(.character(0xD800)) == nil)
        #expect(TerminalInput.decode(.character(0x110000)) == nil)
    }

    @Test func cursorAndEditingKeys() {
        let expected: [Int32: TerminalInput] = [
            259: .up, 258: .down, 260: .left, 261: .right,
            262: .home, 360: .end, 338: .pageDown, 339: .pageUp,
            330: .delete, 263: .backspace, 343: .enter, 353: .backTab,
        ]
        for (code, input) in expected {
            #expect(TerminalInput.decode(.keyCode(code)) == input, "key code \(code)")
        }
    }

    @Test func functionKeysAreNumberedFromOne() {
        #expect(TerminalInput.decode(.keyCode(265)) == .function(1))
        #expect(TerminalInput.decode(.keyCode(276)) == .function(12))
        #expect(TerminalInput.decode(.keyCode(264)) == nil)  // KEY_F0
    }

    @Test func resizeMouseAndUnknownKeyCodesAreLeftToTheScreen() {
        #expect(TerminalInput.decode(.keyCode(410)) == nil)  // KEY_RESIZE
        #expect(TerminalInput.decode(.keyCode(409)) == nil)  // KEY_MOUSE
        #expect(TerminalInput.decode(.keyCode(0o777)) == nil)
    }

    @Test func mousePressOrClickIsAClick() {
        #expect(TerminalInput.decodeMouse(x: 3, y: 4, buttons: 0x2) == .mouseClick(Point(x: 3, y: 4)))
        #expect(TerminalInput.decodeMouse(x: 0, y: 0, buttons: 0x4) == .mouseClick(.zero))
    }

    @Test func motionIsAMoveAndAReleaseIsIgnored() {
        #expect(
            TerminalInput.decodeMouse(x: 7, y: 1, buttons: 0x1000_0000) == .mouseMoved(Point(x: 7, y: 1)))
        #expect(TerminalInput.decodeMouse(x: 7, y: 1, buttons: 0x1) == nil)
        #expect(TerminalInput.decodeMouse(x: 7, y: 1, buttons: 0) == nil)
    }
}
