import FaceNavCore
import Foundation
import SceneApp
import Yams

/// Reads one YAML file into nodes and collects diagnostics about it, with helpers that check node types.
///
/// Every helper reports a problem and returns `nil` instead of throwing, so one reading pass finds all of a
/// file's problems.
struct DocumentReader {
    let file: String
    private(set) var diagnostics: [SceneDiagnostic] = []

    init(file: String) {
        self.file = file
    }

    // MARK: Locations and reports

    func location(of node: Node) -> SourceLocation {
        SourceLocation(file: file, line: node.mark?.line ?? 1, column: node.mark?.column ?? 1)
    }

    func location(line: Int, column: Int) -> SourceLocation {
        SourceLocation(file: file, line: line, column: column)
    }

    mutating func report(_ message: String, at node: Node) {
        report(message, at: location(of: node))
    }

    mutating func report(_ message: String, at location: SourceLocation) {
        diagnostics.append(SceneDiagnostic(location: location, message: message))
    }

    // MARK: Parsing

    /// The document's root node, or `nil` after reporting a syntax error or an empty file.
    mutating func compose(_ yaml: String, expected: String) -> Node? {
        do {
            guard let root = try Yams.compose(yaml: yaml) else {
                report("empty file; expected \(expected)", at: location(line: 1, column: 1))
                return nil
            }
            if let past = Self.nodePastLimit(root) {
                report(
                    "the file has more than \(Self.nodeLimit) YAML nodes (each alias counted as a copy of what it names); a scene needs far fewer: split it or use fewer aliases",
                    at: past)
                return nil
            }
            return root
        } catch let error as YamlError {
            report(error, in: yaml)
            return nil
        } catch {
            report("cannot read YAML: \(error)", at: location(line: 1, column: 1))
            return nil
        }
    }

    private mutating func report(_ error: YamlError, in yaml: String) {
        switch error {
        case .scanner(_, let problem, let mark, _), .parser(_, let problem, let mark, _),
            .composer(_, let problem, let mark, _):
            report("invalid YAML: \(YAMLProblem.plain(problem))", at: location(line: mark.line, column: mark.column))
        case .duplicatedKeysInMapping(let duplicates, let context):
            let keys = duplicates.map { "'\($0)'" }.joined(separator: ", ")
            report(
                "duplicate key \(keys) in one mapping",
                at: location(line: context.mark.line, column: context.mark.column))
        case .reader(let problem, let offset, _, _):
            let (line, column) = offset.map { Self.lineAndColumn(ofCharacter: $0, in: yaml) } ?? (1, 1)
            report("invalid YAML: \(YAMLProblem.plain(problem))", at: location(line: line, column: column))
        default:
            report("invalid YAML: \(error)", at: location(line: 1, column: 1))
        }
    }

    /// The 1-based line and column of the character at `offset`.
    static func lineAndColumn(ofCharacter offset: Int, in text: String) -> (Int, Int) {
        var line = 1
        var column = 1
        for character in text.prefix(offset) {
            if character.isNewline {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
        return (line, column)
    }

    // MARK: Typed access

    /// The longest text a widget, title or level may have: 125 full lines at 80 columns, far more than anyone
    /// reads on one screen, and short enough that wrapping and drawing it stay instant.
    static let maximumTextLength = 10_000

    /// True for an empty value, `~` or `null`.
    static func isNull(_ node: Node) -> Bool {
        guard case .scalar(let scalar) = node, scalar.style == .plain else { return false }
        return ["", "~", "null", "Null", "NULL"].contains(scalar.string)
    }

    /// The most nodes a file may expand to, every alias counted as a copy of what it names: far above any
    /// real scene or game, far below what a nest of aliases ten wide and seven deep grows to.
    static let nodeLimit = 100_000

    /// The node that passes `limit` when the tree is walked with every alias expanded, or nil.
    ///
    /// - Complexity: O(`limit`) however deep the aliases nest: the walk stops at the limit.
    static func nodePastLimit(_ root: Node, limit: Int = nodeLimit) -> Node? {
        var count = 0
        var stack = [root]
        while let node = stack.popLast() {
            count += 1
            if count > limit { return node }
            switch node {
            case .mapping(let mapping):
                for (key, value) in mapping {
                    stack.append(key)
                    stack.append(value)
                }
            case .sequence(let sequence): stack.append(contentsOf: sequence)
            case .scalar, .alias: break
            }
        }
        return nil
    }

    /// What a node is, in words, for "must be a ..., not a ..." messages.
    static func describe(_ node: Node) -> String {
        switch node {
        case .scalar(let scalar): isNull(node) ? "nothing" : "'\(scalar.string)'"
        case .mapping: "a mapping"
        case .sequence: "a sequence"
        case .alias: "an alias"
        }
    }

    /// The ordered entries of a mapping, or `nil` after reporting that `what` must be a mapping.
    mutating func mapping(_ node: Node, what: String) -> [MappingEntry]? {
        guard case .mapping(let mapping) = node else {
            report("\(what) must be a mapping, not \(Self.describe(node))", at: node)
            return nil
        }
        var entries: [MappingEntry] = []
        for (key, value) in mapping {
            guard case .scalar(let scalar) = key else {
                report("keys must be plain words, not \(Self.describe(key))", at: key)
                continue
            }
            entries.append(MappingEntry(key: scalar.string, keyNode: key, value: value))
        }
        return entries
    }

    /// The items of a sequence, or `nil` after reporting that `key` must be a sequence of `items`.
    mutating func sequence(_ node: Node, key: String, of items: String) -> [Node]? {
        guard case .sequence(let sequence) = node else {
            report("'\(key)' must be a sequence of \(items), not \(Self.describe(node))", at: node)
            return nil
        }
        return Array(sequence)
    }

    /// A scalar's text, or `nil` after reporting that `key` needs a text.
    mutating func text(_ node: Node, key: String) -> String? {
        guard case .scalar(let scalar) = node, !Self.isNull(node) else {
            report("'\(key)' needs a text, not \(Self.describe(node))", at: node)
            return nil
        }
        let length = scalar.string.unicodeScalars.count
        guard length <= Self.maximumTextLength else {
            report(
                "'\(key)' is \(length) characters long; a text may have at most \(Self.maximumTextLength) (about 125 lines at 80 columns): shorten it or split it over several widgets",
                at: node)
            return nil
        }
        return scalar.string
    }

    /// A whole number in `range`, or `nil` after reporting what was wrong.
    mutating func integer(_ node: Node, key: String, in range: ClosedRange<Int>) -> Int? {
        guard case .scalar(let scalar) = node, let value = Int(scalar.string) else {
            report("'\(key)' must be a whole number, not \(Self.describe(node))", at: node)
            return nil
        }
        guard range.contains(value) else {
            let upper = range.upperBound == .max ? "or more" : "to \(range.upperBound)"
            report("'\(key)' must be \(range.lowerBound) \(upper), not \(value)", at: node)
            return nil
        }
        return value
    }

    /// `true` or `false` (any capitalisation), or `nil` after reporting that `key` needs one of them.
    mutating func flag(_ node: Node, key: String) -> Bool? {
        if case .scalar(let scalar) = node {
            switch scalar.string.lowercased() {
            case "true": return true
            case "false": return false
            default: break
            }
        }
        report("'\(key)' must be true or false, not \(Self.describe(node))", at: node)
        return nil
    }

    /// A fraction in 0...1, or `nil` after reporting what was wrong.
    mutating func fraction(_ node: Node, key: String) -> Double? {
        guard case .scalar(let scalar) = node, let value = Double(scalar.string), value.isFinite else {
            report("'\(key)' must be a number from 0 to 1, not \(Self.describe(node))", at: node)
            return nil
        }
        guard (0...1).contains(value) else {
            report("'\(key)' must be a number from 0 to 1, not \(scalar.string)", at: node)
            return nil
        }
        return value
    }

    /// Reports every key not in `allowed`, suggesting the closest allowed key.
    mutating func rejectUnknownKeys(_ entries: [MappingEntry], allowed: [String], in what: String) {
        for entry in entries where !allowed.contains(entry.key) {
            report(Self.unknownKeyMessage(entry.key, allowed: allowed, in: what), at: entry.keyNode)
        }
    }

    static func unknownKeyMessage(_ key: String, allowed: [String], in what: String) -> String {
        let hint = NameSuggestion.closest(to: key, in: allowed).map { " did you mean '\($0)'?" } ?? ""
        return "unknown key '\(key)' for \(what);\(hint) allowed: \(allowed.joined(separator: ", "))"
    }

    /// Reports that a required key is missing from the mapping at `node`.
    mutating func reportMissing(_ key: String, meaning: String, in what: String, at node: Node) {
        report("\(what) is missing required key '\(key)' (\(meaning))", at: node)
    }
}
