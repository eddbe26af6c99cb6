/// One eye's state, shut or open, judged over its last few readings so that one bad frame changes nothing.
///
/// The eye shuts when at least `votes` of its last `window` readings reach the shut level (a wink's `on`
/// for that eye) and opens again when at least `votes` of them fall below the open level (its `off`):
/// hysteresis between the levels, and a vote over the window. A single noisy frame (an open eye read 0.49
/// once on a noisy camera) neither shuts an open eye nor opens a shut one; a real closure is seen one frame
/// later than its first shut reading.
public struct EyeClosure: Hashable, Sendable {
    /// The readings a decision looks at, and how many of them must agree.
    public static let window = 3
    public static let votes = 2

    /// Whether the eye is shut now.
    public private(set) var isShut = false
    /// The last `window` closures (1 - openness), oldest first.
    private var recent: [Double] = []

    public init() {}

    /// Takes the eye's closure on a new frame: it shuts at `shutLevel` or more and opens below `openLevel`.
    public mutating func update(closure: Double, shutLevel: Double, openLevel: Double) {
        recent.append(closure)
        if recent.count > Self.window { recent.removeFirst(recent.count - Self.window) }
        if isShut {
            if recent.filter({ $0 < openLevel }).count >= Self.votes { isShut = false }
        } else if recent.filter({ $0 >= shutLevel }).count >= Self.votes {
            isShut = true
        }
    }

    /// Forgets the readings: the face was lost or the stream started again.
    public mutating func reset() {
        recent = []
        isShut = false
    }
}
