/// Text from a user's file or a foreign file made safe to print on one terminal line.
///
/// A registry description, a scene title or a file name can hold escape sequences that retitle or clear the
/// terminal, and newlines that forge what looks like another record line; every control character is
/// written as a visible escape instead (`\n`, `\t`, `\u{1B}`), so what is printed is exactly one line.
public enum PrintableText {
    /// `text` with C0 and C1 control characters, DEL and the bidirectional overrides written as visible
    /// escapes; a backslash is left alone.
    public static func escaped(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: needsEscape) else { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count + 8)
        for scalar in text.unicodeScalars {
            guard needsEscape(scalar) else {
                result.unicodeScalars.append(scalar)
                continue
            }
            switch scalar {
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default: result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            }
        }
        return result
    }

    /// A secret shown by its first four characters only, so a screen or a log never holds it whole.
    public static func masked(_ secret: String) -> String {
        secret.count <= 4 ? String(repeating: "*", count: secret.count) : escaped(String(secret.prefix(4))) + "****"
    }

    static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        return value < 0x20 || (0x7F...0x9F).contains(value) || (0x202A...0x202E).contains(value)
            || (0x2066...0x2069).contains(value)
    }
}
