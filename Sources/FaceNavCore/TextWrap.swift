/// Word wrapping for labels: the same lines for layout (how tall) and rendering (what to draw).
public enum TextWrap {
    /// Splits `text` into lines no wider than `width` characters, breaking at spaces where it can
    /// and hard-breaking words longer than a line. Explicit newlines are kept.
    public static func lines(_ text: String, width: Int) -> [String] {
        guard width > 0 else { return [] }
        var result: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = ""
            for word in paragraph.split(separator: " ", omittingEmptySubsequences: true) {
                var word = Substring(word)
                while word.count > width {
                    if !line.isEmpty {
                        result.append(line)
                        line = ""
                    }
                    result.append(String(word.prefix(width)))
                    word = word.dropFirst(width)
                }
                if line.isEmpty {
                    line = String(word)
                } else if line.count + 1 + word.count <= width {
                    line += " " + word
                } else {
                    result.append(line)
                    line = String(word)
                }
            }
            result.append(line)
        }
        return result
    }
}
