import Foundation

/// ArgumentParser's message for a command line it cannot parse, as the one line `facenav` prints.
///
/// ArgumentParser lists the values of an option with more than five on lines of their own ("Please provide
/// one of the following:" then "  - launcher", "  - demo", ...), and prints the usage and a pointer to
/// `--help` after every error. A user sees one line instead, in the words ArgumentParser uses for five
/// values or fewer: `The value 'mail' is invalid for '--app <app>'. Please provide one of 'launcher', ...
/// or 'document'.` `--help` still lists every option's values.
enum CommandLineMessage {
    /// `message` made one line: a bulleted list of values becomes `'a', 'b' or 'c'.`, other line breaks
    /// become spaces.
    static func oneLine(_ message: String) -> String {
        let lines = message.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        var values = lines.filter { $0.hasPrefix("- ") }.map { "'\($0.dropFirst(2))'" }
        var text = lines.filter { !$0.hasPrefix("- ") && !$0.isEmpty }.joined(separator: " ")
        guard let last = values.popLast() else { return text }
        let list = values.isEmpty ? last : values.joined(separator: ", ") + " or " + last
        let heading = " of the following:"
        if text.hasSuffix(heading) {
            text = String(text.dropLast(heading.count)) + " of \(list)."
        } else {
            text += " \(list)"
        }
        return text
    }
}
