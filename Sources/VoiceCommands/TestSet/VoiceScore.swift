import FaceNavCore

/// How a recogniser did on spoken commands and on other speech: each command word said is heard right,
/// missed, or confused (heard as another command); a command heard where none was said is false.
public struct VoiceScore: Hashable, Sendable, CustomStringConvertible {
    public var right = 0
    public var missed = 0
    public var confused = 0
    public var falseCommands = 0
    /// Confusions and false commands as "said→heard" or "file:heard", for looking into.
    public var mistakes: [String] = []

    public init() {}

    public var spoken: Int { right + missed + confused }

    /// Adds one file: `heard` are the words taken as commands, matched to the words said by overlap in time.
    ///
    /// A said word overlapped by a heard word of its own command is right, unless a heard word of another
    /// command overlaps it too (then confused); a heard word overlapping no said word is false.
    public mutating func add(file: VoiceTestFile, heard: [HeardWord], words: [String: Command]) {
        var matched: [[HeardWord]] = Array(repeating: [], count: file.spoken.count)
        let name = file.path.split(separator: "/").last.map(String.init) ?? file.path
        for word in heard {
            let overlaps = file.spoken.indices.map { index in
                min(word.end, file.spoken[index].end) - max(word.start, file.spoken[index].start)
            }
            if let best = overlaps.indices.max(by: { overlaps[$0] < overlaps[$1] }), overlaps[best] > 0 {
                matched[best].append(word)
            } else {
                falseCommands += 1
                mistakes.append("\(name):\(word.word)@\(Int(word.end * 100))")
            }
        }
        for (said, heardThere) in zip(file.spoken, matched) {
            let command = words[said.word]
            let others = heardThere.filter { words[$0.word] != command }
            if !others.isEmpty {
                confused += 1
                mistakes.append("\(name):\(said.word)→\(others.map(\.word).joined(separator: "+"))")
            } else if heardThere.isEmpty {
                missed += 1
            } else {
                right += 1
            }
        }
    }

    /// "right 118/120 (98.3%)  missed 2  confused 0  false 0".
    public var description: String {
        let percent = spoken == 0 ? 0 : Double(right) / Double(spoken) * 100
        let tenths = Int((percent * 10).rounded())
        return "right \(right)/\(spoken) (\(tenths / 10).\(tenths % 10)%)  missed \(missed)  confused \(confused)  "
            + "false \(falseCommands)"
    }
}
