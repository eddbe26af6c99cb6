import SafeFiles
import Testing

/// What is printed from user data stays one visible line.
@Suite struct PrintableTextTests {
    @Test(arguments: [
        ("plain text, ünïcödé", "plain text, ünïcödé"),
        ("\u{1B}]0;owned\u{07}\u{1B}[2J", "\\u{1B}]0;owned\\u{7}\\u{1B}[2J"),
        ("desc\nLOCAL  abcd  forged", "desc\\nLOCAL  abcd  forged"),
        ("tab\there\r", "tab\\there\\r"),
        ("\u{9B}31m", "\\u{9B}31m"),
        ("\u{202E}gnp.exe", "\\u{202E}gnp.exe"),
    ])
    func controlCharactersAreWrittenVisibly(text: String, printed: String) {
        #expect(PrintableText.escaped(text) == printed)
        #expect(!PrintableText.escaped(text).contains("\n"))
    }

    @Test func secretsShowTheirFirstFourCharacters() {
        #expect(PrintableText.masked("sv=2024-token-abcdef") == "sv=2****")
        #expect(PrintableText.masked("abc") == "***")
    }
}
