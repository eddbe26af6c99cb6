/// The two JSGF grammars the recogniser decodes each utterance with: the command words, and garbage.
///
/// The command grammar accepts exactly one command word and nothing else, so it always answers with a
/// command: an utterance holding two words cannot fit it well, and is rejected rather than half-heard
/// as a command it does not hold. The garbage grammar accepts one or more other words of the same
/// dictionary. Comparing how
/// well each fits the same audio tells a command from other speech in any language.
public struct CommandGrammar: Hashable, Sendable {
    public var words: [String]
    public var garbage: [String]

    public init(words: some Sequence<String>, garbage: some Sequence<String>) {
        self.words = Array(Set(words)).sorted()
        self.garbage = Array(Set(garbage).subtracting(self.words)).sorted()
    }

    /// A voice word JSGF can carry as a token: letters, digits, apostrophes, hyphens, underscores, dots.
    public static func isValidWord(_ word: String) -> Bool {
        !word.isEmpty
            && word.unicodeScalars.allSatisfy {
                $0.properties.isAlphabetic || "0123456789'-_.".unicodeScalars.contains($0)
            }
    }

    /// `public <utterance> = <word> ;` over the command words.
    public var commandJSGF: String { Self.jsgf(name: "commands", words: words, repeated: false) }

    /// `public <utterance> = <word>+ ;` over the garbage words.
    public var garbageJSGF: String { Self.jsgf(name: "garbage", words: garbage, repeated: true) }

    private static func jsgf(name: String, words: [String], repeated: Bool) -> String {
        [
            "#JSGF V1.0;", "grammar \(name);", "public <utterance> = <word>\(repeated ? "+" : "") ;",
            "<word> = " + words.joined(separator: " | ") + " ;",
        ].joined(separator: "\n") + "\n"
    }
}
