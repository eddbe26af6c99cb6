/// A text to speak and show in the status line.
public struct Announcement: Hashable, Sendable {
    public var text: String
    public var priority: Priority

    public init(_ text: String, priority: Priority = .routine) {
        self.text = text
        self.priority = priority
    }

    /// An important announcement interrupts what is being spoken; a routine one queues.
    public enum Priority: String, Hashable, Sendable {
        case routine
        case important
    }
}
