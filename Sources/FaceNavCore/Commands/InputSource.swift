/// Where a command came from, as written to the event log.
public enum InputSource: Hashable, Sendable, CustomStringConvertible {
    case key
    case mouse
    case gesture(Gesture)
    case voice(word: String)
    /// A head turned past the swipe threshold and held (the swipe-cards app).
    case headTurn

    public var description: String {
        switch self {
        case .key: "key"
        case .mouse: "mouse"
        case .gesture(let gesture): "gesture:\(gesture.rawValue)"
        case .voice(let word): "voice:\(word)"
        case .headTurn: "head turn"
        }
    }
}
