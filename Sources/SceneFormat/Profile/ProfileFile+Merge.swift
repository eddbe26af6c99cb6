import FaceNavCore

extension ProfileFile {
    /// The canonical profile text (as `encode` writes it) with this instance's changes since `base` applied
    /// over `theirs`, the profile as another instance left the file: two instances saving the same file
    /// never undo each other's changes. Falls back to `mine` when the result would not read back.
    ///
    /// - Parameters:
    ///   - base: the canonical text this instance loaded or last saved.
    ///   - mine: the canonical text this instance wants to save.
    ///   - theirs: the canonical text of what the file says now.
    public static func merge(base: String, mine: String, theirs: String) -> String {
        let baseLines = Dictionary(settingLines(base).map { ($0.key, $0.line) }, uniquingKeysWith: { $1 })
        let theirLines = settingLines(theirs)
        let theirMap = Dictionary(theirLines.map { ($0.key, $0.line) }, uniquingKeysWith: { $1 })
        let mineLines = settingLines(mine)
        let mineKeys = Set(mineLines.map(\.key))
        var result: [(key: String, line: String)] = []
        for (key, line) in mineLines {
            if baseLines[key] != line || !key.contains(".") {
                result.append((key, line))
            } else if let theirs = theirMap[key] {
                result.append((key, theirs))
            } else if baseLines[key] == nil {
                result.append((key, line))
            }
        }
        // Settings the other instance added (a voice word) that this one neither had nor removed.
        for (key, line) in theirLines where !mineKeys.contains(key) && baseLines[key] == nil {
            let section = key.split(separator: ".").dropLast().joined(separator: ".")
            let position = result.lastIndex { $0.key == section || $0.key.hasPrefix(section + ".") } ?? result.count - 1
            result.insert((key, line), at: position + 1)
        }
        let header = mine.split(separator: "\n", omittingEmptySubsequences: false).prefix { $0.hasPrefix("#") }
        let merged = (header.map(String.init) + result.map(\.line)).joined(separator: "\n") + "\n"
        return (try? decode(merged)) != nil ? merged : mine
    }

    /// The text to save for `profile` over the user's file `original`: the original with only the changed
    /// values edited in place, so every comment and the user's layout stay; when a changed setting is not
    /// written there one value a line, the canonical text with the original's comments kept at its end.
    public static func text(for profile: Profile, over original: String) -> String {
        guard let current = try? decode(original) else { return encode(profile) }
        if current == profile { return original }
        let wanted = Dictionary(settingLines(encode(profile)).map { ($0.key, $0.line) }, uniquingKeysWith: { $1 })
        let had = Dictionary(settingLines(encode(current)).map { ($0.key, $0.line) }, uniquingKeysWith: { $1 })
        var lines = original.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var path: [(indent: Int, name: String)] = []
        var edited = Set<String>()
        for index in lines.indices {
            let line = lines[index]
            let indent = line.prefix { $0 == " " }.count
            let body = line.dropFirst(indent)
            guard !body.isEmpty, !body.hasPrefix("#"), !body.hasPrefix("-"), let colon = body.firstIndex(of: ":")
            else { continue }
            while let last = path.last, last.indent >= indent { path.removeLast() }
            let name = String(body[..<colon])
            let key = (path.map(\.name) + [name]).joined(separator: ".")
            let rest = body[body.index(after: colon)...]
            let value = rest.split(separator: "#", maxSplits: 1).first?.trimmingCharacters(in: .whitespaces) ?? ""
            if value.isEmpty {
                path.append((indent, name))
                continue
            }
            guard let target = wanted[key], target != had[key], let newValue = Self.value(of: target) else { continue }
            let comment = rest.range(of: " #").map { String(rest[$0.lowerBound...]) } ?? ""
            lines[index] = String(line.prefix(indent)) + name + ": " + newValue + comment
            edited.insert(key)
        }
        let changed = Set(wanted.keys.filter { wanted[$0] != had[$0] && $0.contains(".") })
        let text = lines.joined(separator: "\n")
        if changed.isSubset(of: edited), let reread = try? decode(text), reread == profile { return text }
        // The layout could not be edited in place: write every setting, and keep the user's comments.
        let comments = original.split(separator: "\n").filter {
            $0.trimmingCharacters(in: .whitespaces).hasPrefix("#") && !encode(profile).contains($0)
        }
        guard !comments.isEmpty else { return encode(profile) }
        return encode(profile) + "# Comments kept from the file before FaceNav saved it:\n"
            + comments.map { String($0.trimmingCharacters(in: .whitespaces)) + "\n" }.joined()
    }

    /// Every setting line of a canonical profile text, keyed by its path (`cursor.mode`, `voice.words.next`);
    /// a section's own line is keyed by the section's name.
    static func settingLines(_ text: String) -> [(key: String, line: String)] {
        var path: [(indent: Int, name: String)] = []
        var result: [(key: String, line: String)] = []
        for line in text.split(separator: "\n") {
            let indent = line.prefix { $0 == " " }.count
            let body = line.dropFirst(indent)
            guard !body.hasPrefix("#"), let colon = body.firstIndex(of: ":") else { continue }
            while let last = path.last, last.indent >= indent { path.removeLast() }
            let name = String(body[..<colon])
            result.append(((path.map(\.name) + [name]).joined(separator: "."), String(line)))
            if body[body.index(after: colon)...].trimmingCharacters(in: .whitespaces).isEmpty {
                path.append((indent, name))
            }
        }
        return result
    }

    private static func value(of line: String) -> String? {
        guard let colon = line.firstIndex(of: ":") else { return nil }
        return line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
    }
}
