import FaceNavCore

/// Something that speaks announcements: a live voice, silence, or a recorder in tests.
///
/// Important announcements interrupt what is being said; routine ones wait their turn. Used from one
/// thread, the run loop's, which calls `poll()` every frame so queued speech moves on.
public protocol Announcer: AnyObject {
    /// What speaks, for the status line: "espeak-ng", "speech-dispatcher", "no speech".
    var name: String { get }
    func announce(_ announcement: Announcement)
    /// Moves the queue on: notices a finished utterance and starts the next.
    func poll()
    /// Stops speaking and forgets the queue (on quit, and when speech is turned off).
    func stop()
    /// Speaks what comes next at `wordsPerMinute` (espeak-ng's scale; see `SpeechSettings`).
    func setRate(wordsPerMinute: Int)
    /// Why nothing is heard, once an utterance showed it ("espeak-ng cannot reach an audio device: …");
    /// nil while speech seems to work. The loop says it on screen (`SpeechProblem`).
    var problem: String? { get }
}

extension Announcer {
    /// A voice with no rate (silence) ignores it.
    public func setRate(wordsPerMinute: Int) {}
    /// A voice that cannot tell has no problem to report.
    public var problem: String? { nil }
}
