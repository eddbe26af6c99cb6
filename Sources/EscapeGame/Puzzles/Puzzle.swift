/// The four kinds of level.
public enum Puzzle: Hashable, Sendable {
    case closedQuestion(ClosedQuestion)
    case openQuestion(OpenQuestion)
    case rotor(RotorPuzzle)
    case customActions(CustomActionPuzzle)

    /// The kind's name as level files write it.
    public var kindName: String {
        switch self {
        case .closedQuestion: "closed"
        case .openQuestion: "open"
        case .rotor: "rotor"
        case .customActions: "actions"
        }
    }

    public func problems() -> [String] {
        switch self {
        case .closedQuestion(let question): question.problems()
        case .openQuestion(let question): question.problems()
        case .rotor(let puzzle): puzzle.problems()
        case .customActions(let puzzle): puzzle.problems()
        }
    }
}
