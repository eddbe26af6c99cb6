/// Which face of the document is being captured: the front first, then the back.
public enum DocumentSide: String, Hashable, Sendable {
    case front
    case back
}
