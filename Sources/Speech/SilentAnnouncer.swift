import FaceNavCore

/// No voice: announcements still reach the status line and the event log, but nothing is spoken.
public final class SilentAnnouncer: Announcer {
    public let name = "no speech"
    public init() {}
    public func announce(_ announcement: Announcement) {}
    public func poll() {}
    public func stop() {}
}
