/// How many terminal columns a character (a grapheme cluster) takes: 0 for combining marks, 2 for wide
/// characters and emoji sequences (flags, ZWJ families, skin tones), else 1.
///
/// A compact table of the wide ranges (East Asian Wide/Fullwidth and emoji presentation); enough for
/// the labels scenes use, with no dependency on the C library's locale.
public enum CharacterWidth {
    public static func of(_ character: Character) -> Int {
        guard let scalar = character.unicodeScalars.first else { return 0 }
        let v = scalar.value
        if v == 0 { return 0 }
        if v < 0x300 { return 1 }
        if scalar.properties.generalCategory == .nonspacingMark || scalar.properties.generalCategory == .enclosingMark {
            return 0
        }
        if character.unicodeScalars.contains(where: { $0.value == 0xFE0F }) { return 2 }
        // A flag is two regional indicators and a terminal draws it two columns wide; so is an emoji joined
        // to others (a ZWJ family) or given a skin tone, whatever its first scalar alone would take.
        if (0x1F1E6...0x1F1FF).contains(v), character.unicodeScalars.count >= 2 { return 2 }
        if character.unicodeScalars.count >= 2, scalar.properties.isEmoji,
            character.unicodeScalars.contains(where: { $0.value == 0x200D || (0x1F3FB...0x1F3FF).contains($0.value) })
        {
            return 2
        }
        for range in wideRanges where range.contains(v) { return 2 }
        return 1
    }

    /// Columns a string takes.
    public static func of(_ string: String) -> Int {
        string.reduce(0) { $0 + of($1) }
    }

    private static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
        0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
        0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x1FA70...0x1FAFF, 0x20000...0x2FFFD,
        0x30000...0x3FFFD,
    ]
}
