/// One line of an event log: what happened (`kind`) and when, written as one JSON object whose first key is
/// the time, `t`, in seconds rounded to the millisecond. The scene app's `AppEvent` and the game's
/// `GameEvent` are this line with their own kinds, so every log FaceNav writes has the same shape.
public struct EventLine<Kind: EventLineKind>: Hashable, Sendable {
    public var time: Double
    public var kind: Kind

    public init(time: Double, kind: Kind) {
        self.time = time
        self.kind = kind
    }

    /// The event as one JSON object on one line, keys in a fixed order: `t`, then the kind's.
    public var jsonLine: String {
        var json = JSONLineWriter()
        json.add("t", (time * 1000).rounded() / 1000)
        kind.write(into: &json)
        return json.line
    }
}
