import FaceNavCore
import Speech

/// An announcer that keeps what it is told, for tests that check exactly what a player hears.
public final class RecordingAnnouncer: Announcer {
    public let name = "recording"
    public private(set) var announcements: [Announcement] = []
    public private(set) var stopCount = 0
    /// The rate last set, in words per minute; nil until one is.
    public private(set) var wordsPerMinute: Int?

    public init() {}

    /// The texts announced, in order.
    public var texts: [String] { announcements.map(\.text) }

    public func announce(_ announcement: Announcement) { announcements.append(announcement) }
    public func poll() {}
    public func stop() { stopCount += 1 }
    public func setRate(wordsPerMinute: Int) { self.wordsPerMinute = wordsPerMinute }
}
