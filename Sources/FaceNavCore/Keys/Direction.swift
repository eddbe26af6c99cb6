/// A direction on the screen, for moving focus with arrows.
public enum Direction: String, Hashable, Sendable, CaseIterable {
    case up, down, left, right
}
