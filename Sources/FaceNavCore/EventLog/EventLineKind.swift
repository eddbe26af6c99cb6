/// What an `EventLine` says happened: it writes its own keys, `type` first, after the line's time.
public protocol EventLineKind: Hashable, Sendable {
    /// Adds this event's keys, in a fixed order.
    func write(into json: inout JSONLineWriter)
}
