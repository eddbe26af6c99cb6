/// Horizontal alignment of a widget inside the width its row gives it.
public enum Alignment: String, Hashable, Sendable, CaseIterable {
    case leading = "left"
    case center
    case trailing = "right"
}
