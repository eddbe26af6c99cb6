/// The JSGF grammars the recogniser decodes each utterance with: the command words, garbage, and an open
/// loop of commands and fillers.
///
/// The command grammar accepts exactly one command word and nothing else, so it always answers with a
/// command: an utterance holding two words cannot fit it well, and is rejected rather than half-heard
/// as a command it does not hold. The garbage grammar accepts one or more other words of the same
/// dictionary. Comparing how
/// well each fits the same audio tells a command from other speech in any language. The open grammar
/// accepts any sequence of commands and fillers (pieces of words and hesitations), so a
/// command counts only where the utterance decodes to it alone, not "select" + "er" for "selector".
public struct CommandGrammar: Hashable, Sendable {
    public var words: [String]
    public var garbage: [String]
    /// The open grammar's other words; never a command.
    public var fillers: [String]

    public init(words: some Sequence<String>, garbage: some Sequence<String>, fillers: some Sequence<String> = []) {
        self.words = Array(Set(words)).sorted()
        self.garbage = Array(Set(garbage).subtracting(self.words)).sorted()
        self.fillers = Array(Set(fillers).subtracting(self.words)).sorted()
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

    /// `public <utterance> = <word>+ ;` over the command words and the fillers.
    public var openJSGF: String { Self.jsgf(name: "open", words: words + fillers, repeated: true) }

    private static func jsgf(name: String, words: [String], repeated: Bool) -> String {
        [
            "#JSGF V1.0;", "grammar \(name);", "public <utterance> = <word>\(repeated ? "+" : "") ;",
            "<word> = " + words.joined(separator: " | ") + " ;",
        ].joined(separator: "\n") + "\n"
    }
}
