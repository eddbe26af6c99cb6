import Foundation

/// A question whose answer the player spells: by typing, or hands-free on the letter wheel.
public struct OpenQuestion: Hashable, Sendable {
    public var question: String
    /// Every accepted answer; comparison ignores case, accents and surrounding spaces.
    public var accepted: [String]

    public init(question: String, accepted: [String]) {
        self.question = question
        self.accepted = accepted
    }

    /// Whether `answer` matches an accepted answer, ignoring case, accents and extra spaces.
    public func accepts(_ answer: String) -> Bool {
        let given = Self.normalized(answer)
        return !given.isEmpty && accepted.contains { Self.normalized($0) == given }
    }

    /// Lower case, accents removed, trimmed, inner runs of spaces made one.
    public static func normalized(_ text: String) -> String {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
            .split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    public func problems() -> [String] {
        var problems: [String] = []
        if accepted.isEmpty { problems.append("an open question needs at least one accepted answer") }
        for answer in accepted where Self.normalized(answer).isEmpty {
            problems.append("an accepted answer is empty")
        }
        for answer in accepted where !Self.normalized(answer).allSatisfy({ LetterWheel.letters.contains($0) }) {
            problems.append(
                "the answer '\(answer)' has characters the letter wheel cannot spell (only a to z and space)")
        }
        return problems
    }
}
