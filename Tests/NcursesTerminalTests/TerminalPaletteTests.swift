import ScreenRendering
import Testing

@testable import NcursesTerminal

@Suite struct TerminalPaletteTests {
    @Test func noColorWinsWhenSetAndNotEmpty() {
        let palette = TerminalPalette.choose(
            colorCount: 256, hasColors: true, environment: ["NO_COLOR": "1"])
        #expect(palette == .monochrome)
        for role in CellStyle.ColorRole.allCases { #expect(palette.pair(for: role) == 0) }
    }

    @Test func emptyNoColorIsIgnored() {
        #expect(
            TerminalPalette.choose(colorCount: 256, hasColors: true, environment: ["NO_COLOR": ""])
                == .twoHundredFiftySixColors)
    }

    @Test func colourCountPicksThePalette() {
        #expect(
            TerminalPalette.choose(colorCount: 8, hasColors: true, environment: [:]) == .eightColors)
        #expect(
            TerminalPalette.choose(colorCount: 16, hasColors: true, environment: [:]) == .eightColors)
        #expect(TerminalPalette.choose(colorCount: 2, hasColors: true, environment: [:]) == .monochrome)
        #expect(
            TerminalPalette.choose(colorCount: 256, hasColors: false, environment: [:]) == .monochrome)
    }

    @Test func normalUsesTheDefaultPairAndOtherRolesTheirOwn() {
        for palette in [TerminalPalette.eightColors, .twoHundredFiftySixColors] {
            #expect(palette.pair(for: .normal) == 0)
            #expect(palette.pair(for: .danger) == Int16(CellStyle.ColorRole.danger.rawValue) + 1)
        }
        #expect(TerminalPalette.eightColors.foreground(for: .danger) == 1)
    }
}

@Suite struct PictureColorTests {
    @Test func directColourTerminalsTakeTheColourItselfAndOthersTheNearestOf256() {
        let orange = RGBColor(red: 255, green: 135, blue: 0)
        #expect(TerminalPalette.colorNumber(for: orange, colorCount: 1 << 24) == 0xFF8700)
        #expect(TerminalPalette.colorNumber(for: orange, colorCount: 256) == 208)
        #expect(TerminalPalette.colorNumber(for: RGBColor(gray: 8), colorCount: 256) == 232)
    }
}
