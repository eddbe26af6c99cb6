import Foundation
import SafeFiles

/// A pocketsphinx pronunciation dictionary (lines of "word PH ON ES"), read for the grammar's garbage
/// words.
public struct PronunciationDictionary: Sendable {
    /// Each word once (alternate pronunciations like `read(2)` dropped), with its first pronunciation, in
    /// file order.
    public var entries: [(word: String, phones: [String])]

    /// Parses dictionary text given as bytes.
    ///
    /// - Complexity: one pass over the bytes.
    public init(bytes: [UInt8]) {
        var entries: [(word: String, phones: [String])] = []
        var tokens: [String] = []
        var token: [UInt8] = []
        func endToken() {
            if !token.isEmpty { tokens.append(String(decoding: token, as: UTF8.self)) }
            token.removeAll(keepingCapacity: true)
        }
        func endLine() {
            endToken()
            if tokens.count >= 2, !tokens[0].hasSuffix(")"), !tokens[0].hasPrefix("#") {
                entries.append((tokens[0], Array(tokens[1...])))
            }
            tokens.removeAll(keepingCapacity: true)
        }
        for byte in bytes {
            switch byte {
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"): endLine()
            case UInt8(ascii: " "), UInt8(ascii: "\t"): endToken()
            default: token.append(byte)
            }
        }
        endLine()
        self.entries = entries
    }

    /// Reads the dictionary file at `path`.
    public init(contentsOf path: String) throws(VoiceError) {
        let data: [UInt8]
        do {
            data = try SafeFile.read(path, limit: 64 << 20)
        } catch {
            throw VoiceError("cannot read the pronunciation dictionary \(error); check --voice-dict")
        }
        self.init(bytes: data)
    }

    /// Words that sound close to a command: pronunciations at most `distance` phones away (inserted,
    /// deleted or changed) from a command's, but not the same ("nest", "black", "selection" for "next",
    /// "back", "select"). They join the garbage so near words find their own match.
    public func neighbours(of commands: some Collection<String>, distance: Int = 2) -> [String] {
        let commandSet = Set(commands)
        let pronunciations = Set(entries.filter { commandSet.contains($0.word) }.map(\.phones))
        return entries.filter { entry in
            !commandSet.contains(entry.word) && !pronunciations.contains(entry.phones)
                && entry.word.unicodeScalars.allSatisfy { $0.properties.isAlphabetic || $0 == "'" }
                && pronunciations.contains { Self.editDistance($0, entry.phones, limit: distance) <= distance }
        }.map(\.word)
    }

    /// Levenshtein distance between two phone strings, or `limit + 1` as soon as it must exceed `limit`.
    static func editDistance(_ a: [String], _ b: [String], limit: Int) -> Int {
        guard abs(a.count - b.count) <= limit else { return limit + 1 }
        var previous = Array(0...b.count)
        for i in 1...max(1, a.count) where !a.isEmpty {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in stride(from: 1, through: b.count, by: 1) {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            if current.min()! > limit { return limit + 1 }
            previous = current
        }
        return previous[b.count]
    }

    /// About `count` words spread evenly through the dictionary, each of 2 to 6 phones, none sounding like
    /// any of `commands` (the same phones) and none a command itself.
    ///
    /// These are the grammar's garbage: other speech finds a path through real words of the language
    /// rather than being forced onto the nearest command, whatever the language.
    public func garbageWords(count: Int, avoiding commands: some Collection<String>) -> [String] {
        let commandSet = Set(commands)
        let soundsLikeCommand = Set(entries.filter { commandSet.contains($0.word) }.map(\.phones))
        let candidates = entries.filter { entry in
            (2...6).contains(entry.phones.count) && !commandSet.contains(entry.word)
                && !soundsLikeCommand.contains(entry.phones) && CommandGrammar.isValidWord(entry.word)
                && entry.word.unicodeScalars.allSatisfy { $0.properties.isAlphabetic }
        }
        guard count > 0, !candidates.isEmpty else { return [] }
        let stride = max(1, candidates.count / count)
        return Swift.stride(from: 0, to: candidates.count, by: stride).prefix(count).map { candidates[$0].word }
    }
}
