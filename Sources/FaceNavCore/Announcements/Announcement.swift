/// A text to speak and show in the status line.
public struct Announcement: Hashable, Sendable {
    public var text: String
    public var priority: Priority
    /// A short mark that stays on the status line for the rest of the run, for a problem the user must
    /// keep seeing after the message has made way ("no sound", "no eye model"); nil for most.
    public var lastingMark: String?

    public init(_ text: String, priority: Priority = .routine, lastingMark: String? = nil) {
        self.text = text
        self.priority = priority
        self.lastingMark = lastingMark
    }

    /// An important announcement interrupts what is being spoken; a routine one queues.
    public enum Priority: String, Hashable, Sendable {
        case routine
        case important
    }
}
