/// The recent announcements with their times, newest last, so a message that went by too fast can be
/// read again; bounded, the oldest dropped first.
public struct MessageHistory: Hashable, Sendable {
    /// One announcement and when it was made (seconds on the session's clock).
    public struct Entry: Hashable, Sendable {
        public var time: Double
        public var text: String

        public init(time: Double, text: String) {
            self.time = time
            self.text = text
        }
    }

    /// The most entries kept.
    public let capacity: Int
    public private(set) var entries: [Entry] = []

    public init(capacity: Int = 100) {
        self.capacity = max(capacity, 1)
    }

    /// Records `text` said at `time`; blank text is not recorded.
    public mutating func record(_ text: String, at time: Double) {
        guard !text.allSatisfy(\.isWhitespace) else { return }
        entries.append(Entry(time: time, text: text))
        if entries.count > capacity { entries.removeFirst(entries.count - capacity) }
    }

    /// The newest `count` entries, newest first: what the history screen lists.
    public func recent(_ count: Int) -> [Entry] {
        Array(entries.suffix(max(count, 0)).reversed())
    }

    /// A time as the history screen shows it, minutes and seconds since the start: "2:05".
    public static func clock(_ time: Double) -> String {
        let seconds = max(Int(time.rounded(.down)), 0)
        let tail = String(seconds % 60)
        return "\(seconds / 60):\(tail.count == 1 ? "0" + tail : tail)"
    }
}
