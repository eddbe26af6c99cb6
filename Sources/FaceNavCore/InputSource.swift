/// Where a command came from, as written to the event log.
public enum InputSource: Hashable, Sendable, CustomStringConvertible {
    case key
    case mouse
    case gesture(Gesture)
    case voice(word: String)

    public var description: String {
        switch self {
        case .key: "key"
        case .mouse: "mouse"
        case .gesture(let gesture): "gesture:\(gesture.rawValue)"
        case .voice(let word): "voice:\(word)"
        }
    }
}
