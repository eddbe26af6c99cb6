/// Word wrapping for labels: the same lines for layout (how tall) and rendering (what to draw).
public enum TextWrap {
    /// Splits `text` into lines no wider than `width` characters, breaking at spaces where it can
    /// and hard-breaking words longer than a line. Explicit newlines are kept.
    ///
    /// - Complexity: O(n) in the length of `text`: each character is counted once, so a 100,000-character
    ///   word without a space wraps as quickly as prose (counting a `Substring` again for every line made
    ///   it quadratic: 9.6 s for 100,000 characters).
    public static func lines(_ text: String, width: Int) -> [String] {
        guard width > 0 else { return [] }
        var result: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = ""
            var lineCount = 0
            for word in paragraph.split(separator: " ", omittingEmptySubsequences: true) {
                var wordCount = word.count
                var rest = word[...]
                if wordCount > width {
                    if lineCount > 0 {
                        result.append(line)
                        (line, lineCount) = ("", 0)
                    }
                    while wordCount > width {
                        let end = rest.index(rest.startIndex, offsetBy: width)
                        result.append(String(rest[..<end]))
                        rest = rest[end...]
                        wordCount -= width
                    }
                }
                if lineCount == 0 {
                    (line, lineCount) = (String(rest), wordCount)
                } else if lineCount + 1 + wordCount <= width {
                    line += " " + rest
                    lineCount += 1 + wordCount
                } else {
                    result.append(line)
                    (line, lineCount) = (String(rest), wordCount)
                }
            }
            result.append(line)
        }
        return result
    }
}
