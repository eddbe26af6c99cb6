/// The lines that differ between two texts, for a test failure a person can read.
///
/// Lines only in the first are marked `-`, only in the second `+`; two unchanged lines are kept around
/// each change for context and longer unchanged runs shown as `…`.
/// - Complexity: O(n·m) in the two line counts (a longest common subsequence), fine for a dumped state.
public struct LineDiff {
    /// The marked lines, joined.
    public let text: String

    public init(_ old: [String], _ new: [String], context: Int = 2) {
        let n = old.count
        let m = new.count
        // common[i][j]: the longest common subsequence of old[i...] and new[j...].
        var common = [[Int]](repeating: [Int](repeating: 0, count: m + 1), count: n + 1)
        for i in stride(from: n - 1, through: 0, by: -1) {
            for j in stride(from: m - 1, through: 0, by: -1) {
                common[i][j] = old[i] == new[j] ? common[i + 1][j + 1] + 1 : max(common[i + 1][j], common[i][j + 1])
            }
        }
        var marked: [(mark: Character, line: String)] = []
        var i = 0
        var j = 0
        while i < n || j < m {
            if i < n, j < m, old[i] == new[j] {
                marked.append((" ", old[i]))
                i += 1
                j += 1
            } else if i < n, j == m || common[i + 1][j] >= common[i][j + 1] {
                marked.append(("-", old[i]))
                i += 1
            } else {
                marked.append(("+", new[j]))
                j += 1
            }
        }
        let changed = marked.indices.filter { marked[$0].mark != " " }
        var lines: [String] = []
        var skipping = false
        for index in marked.indices {
            if changed.contains(where: { abs($0 - index) <= context }) {
                lines.append("\(marked[index].mark) \(marked[index].line)")
                skipping = false
            } else if !skipping {
                lines.append("  …")
                skipping = true
            }
        }
        text = lines.joined(separator: "\n")
    }

    /// The diff of two values as `dump` prints them, field by field.
    public init<Value>(dumping old: Value, _ new: Value) {
        var oldText = ""
        var newText = ""
        dump(old, to: &oldText)
        dump(new, to: &newText)
        self.init(
            oldText.split(separator: "\n").map(String.init), newText.split(separator: "\n").map(String.init))
    }
}
