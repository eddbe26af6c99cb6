import EscapeGame
import FaceNavCore
import Yams

/// Reads the escape game's YAML files, `game.yaml` and one file per chapter, collecting every problem.
///
/// ```yaml
/// # game.yaml
/// game: Escape from Blindness
/// introduction: How to play...
/// chapters: [chapter-1.yaml, chapter-2.yaml]
/// ending: You are free.
///
/// # chapter-1.yaml
/// chapter: The Waking Cell
/// introduction: ...
/// levels:
///   - title: The bell
///     kind: closed            # closed, open, rotor or actions
///     story: ...
///     question: ...
///     answers: [A, B, C]      # closed
///     correct: B              # closed
///     accept: [key, clé]      # open
///     clues: [...]            # rotor
///     door: [Sun, Moon, Star] # rotor: the door's custom rotors
///     answer: Moon            # rotor
///     objects: [Lamp, Mirror]           # actions
///     actions: [[on, off], [turn, wipe]] # actions: one list per object
///     results: [[Light., Dark.], [It turns., It shines.]]
///     expected: [on, turn]
///     hints: [...]
///     success: ...
/// ```
struct EscapeGameReader {
    static let gameKeys = ["game", "introduction", "chapters", "ending"]
    static let chapterKeys = ["chapter", "introduction", "levels"]
    static let levelKeys = [
        "title", "kind", "story", "question", "answers", "correct", "accept", "clues", "door", "answer", "objects",
        "actions", "results", "expected", "hints", "success",
    ]
    static let kinds: [String: [String]] = [
        "closed": ["question", "answers", "correct"],
        "open": ["question", "accept"],
        "rotor": ["clues", "door", "answer"],
        "actions": ["objects", "actions", "results", "expected"],
    ]

    var document: DocumentReader

    init(file: String) {
        document = DocumentReader(file: file)
    }

    var diagnostics: [SceneDiagnostic] { document.diagnostics }

    /// The game manifest: title, introduction, ending and the chapter files' names (with their nodes).
    mutating func readGame(root: Node) -> (game: Game, chapterFiles: [(name: String, node: Node)])? {
        guard let entries = document.mapping(root, what: "game.yaml") else { return nil }
        document.rejectUnknownKeys(entries, allowed: Self.gameKeys, in: "the game")
        var values: [String: Node] = [:]
        for entry in entries { values[entry.key] = entry.value }
        for key in ["game", "introduction", "chapters", "ending"] where values[key] == nil {
            document.reportMissing(
                key, meaning: key == "chapters" ? "the chapter files in order" : "a text", in: "the game", at: root)
        }
        let title = values["game"].flatMap { document.text($0, key: "game") }
        let introduction = values["introduction"].flatMap { document.text($0, key: "introduction") }
        let ending = values["ending"].flatMap { document.text($0, key: "ending") }
        var files: [(String, Node)] = []
        if let node = values["chapters"], let items = document.sequence(node, key: "chapters", of: "chapter file names")
        {
            if items.isEmpty { document.report("'chapters' must list at least one chapter file", at: node) }
            for item in items {
                if let name = document.text(item, key: "chapters") { files.append((name, item)) }
            }
        }
        guard let title, let introduction, let ending else { return nil }
        return (Game(title: title, introduction: introduction, chapters: [], ending: ending), files)
    }

    /// One chapter file.
    mutating func readChapter(root: Node) -> Chapter? {
        guard let entries = document.mapping(root, what: "a chapter file") else { return nil }
        document.rejectUnknownKeys(entries, allowed: Self.chapterKeys, in: "a chapter")
        var values: [String: Node] = [:]
        for entry in entries { values[entry.key] = entry.value }
        for key in Self.chapterKeys where values[key] == nil {
            document.reportMissing(
                key, meaning: key == "levels" ? "the chapter's levels" : "a text", in: "the chapter", at: root)
        }
        let title = values["chapter"].flatMap { document.text($0, key: "chapter") }
        let introduction = values["introduction"].flatMap { document.text($0, key: "introduction") }
        var levels: [Level] = []
        var broken = false
        if let node = values["levels"], let items = document.sequence(node, key: "levels", of: "levels") {
            if items.isEmpty { document.report("a chapter needs at least one level", at: node) }
            for (i, item) in items.enumerated() {
                if let level = readLevel(item, number: i + 1) { levels.append(level) } else { broken = true }
            }
        }
        guard let title, let introduction, !broken else { return nil }
        return Chapter(title: title, introduction: introduction, levels: levels)
    }

    private mutating func readLevel(_ node: Node, number: Int) -> Level? {
        guard let entries = document.mapping(node, what: "level \(number)") else { return nil }
        document.rejectUnknownKeys(entries, allowed: Self.levelKeys, in: "a level")
        var values: [String: Node] = [:]
        for entry in entries { values[entry.key] = entry.value }
        let errorsBefore = document.diagnostics.count
        for key in ["title", "kind", "story"] where values[key] == nil {
            document.reportMissing(
                key, meaning: key == "kind" ? "closed, open, rotor or actions" : "a text", in: "level \(number)",
                at: node)
        }
        let title = values["title"].flatMap { document.text($0, key: "title") }
        let story = values["story"].flatMap { document.text($0, key: "story") }
        let hints = values["hints"].flatMap { texts($0, key: "hints") } ?? []
        let success = values["success"].flatMap { document.text($0, key: "success") } ?? "Correct!"
        guard let kindNode = values["kind"], let kind = document.text(kindNode, key: "kind") else { return nil }
        guard let required = Self.kinds[kind] else {
            let hint =
                NameSuggestion.closest(to: kind, in: Self.kinds.keys.sorted()).map { " did you mean '\($0)'?" } ?? ""
            document.report("unknown level kind '\(kind)';\(hint) use closed, open, rotor or actions", at: kindNode)
            return nil
        }
        for key in required where values[key] == nil {
            document.reportMissing(key, meaning: "a \(kind) level needs it", in: "level \(number)", at: node)
        }
        let other = Set(Self.kinds.values.joined()).subtracting(required).subtracting(["question"])
        for entry in entries where other.contains(entry.key) {
            document.report(
                "'\(entry.key)' does not belong in a \(kind) level; it needs \(required.joined(separator: ", "))",
                at: entry.keyNode)
        }
        let puzzle: Puzzle?
        switch kind {
        case "closed":
            let question = values["question"].flatMap { document.text($0, key: "question") }
            let answers = values["answers"].flatMap { texts($0, key: "answers") }
            let correct = values["correct"].flatMap { document.text($0, key: "correct") }
            puzzle = question.flatMap { q in
                answers.flatMap { a in
                    correct.map { .closedQuestion(ClosedQuestion(question: q, answers: a, correct: $0)) }
                }
            }
        case "open":
            let question = values["question"].flatMap { document.text($0, key: "question") }
            let accepted = values["accept"].flatMap { texts($0, key: "accept") }
            puzzle = question.flatMap { q in accepted.map { .openQuestion(OpenQuestion(question: q, accepted: $0)) } }
        case "rotor":
            let clues = values["clues"].flatMap { texts($0, key: "clues") }
            let door = values["door"].flatMap { texts($0, key: "door") }
            let answer = values["answer"].flatMap { document.text($0, key: "answer") }
            puzzle = clues.flatMap { c in
                door.flatMap { d in answer.map { .rotor(RotorPuzzle(clues: c, candidates: d, answer: $0)) } }
            }
        default:
            let objects = values["objects"].flatMap { texts($0, key: "objects") }
            let actions = values["actions"].flatMap { lists($0, key: "actions") }
            let results = values["results"].flatMap { lists($0, key: "results") }
            let expected = values["expected"].flatMap { texts($0, key: "expected") }
            if let objects, let actions, let results, let expected {
                puzzle = .customActions(
                    CustomActionPuzzle(objects: objects, actions: actions, results: results, expected: expected))
            } else {
                puzzle = nil
            }
        }
        guard let title, let story, let puzzle, document.diagnostics.count == errorsBefore else { return nil }
        let level = Level(title: title, story: story, puzzle: puzzle, hints: hints, success: success)
        let problems = level.problems()
        for problem in problems {
            document.report("level \(number) '\(title)': \(problem)", at: values[Self.kinds[kind]!.last!] ?? node)
        }
        return problems.isEmpty ? level : nil
    }

    /// A sequence of texts.
    private mutating func texts(_ node: Node, key: String) -> [String]? {
        guard let items = document.sequence(node, key: key, of: "texts") else { return nil }
        let texts = items.compactMap { document.text($0, key: key) }
        return texts.count == items.count ? texts : nil
    }

    /// A sequence of sequences of texts.
    private mutating func lists(_ node: Node, key: String) -> [[String]]? {
        guard let items = document.sequence(node, key: key, of: "lists, one per object") else { return nil }
        let lists = items.compactMap { texts($0, key: key) }
        return lists.count == items.count ? lists : nil
    }
}
