/// Clues scattered over the room and a locked door with one custom rotor per candidate answer.
///
/// The player reads the clues, focuses the door, turns the rotor to the candidate the clues point at and
/// moves through it: the right one opens the door.
public struct RotorPuzzle: Hashable, Sendable {
    public var clues: [String]
    /// The door's custom rotors, one per candidate.
    public var candidates: [String]
    public var answer: String

    public init(clues: [String], candidates: [String], answer: String) {
        self.clues = clues
        self.candidates = candidates
        self.answer = answer
    }

    public func problems() -> [String] {
        var problems: [String] = []
        if clues.isEmpty { problems.append("a rotor level needs at least one clue") }
        if candidates.count < 2 {
            problems.append("the door needs at least 2 candidate rotors, not \(candidates.count)")
        }
        if Set(candidates).count != candidates.count { problems.append("the door's candidates repeat one another") }
        if !candidates.contains(answer) {
            problems.append(
                "the answer '\(answer)' is not one of the door's candidates (\(candidates.joined(separator: ", ")))")
        }
        return problems
    }
}
