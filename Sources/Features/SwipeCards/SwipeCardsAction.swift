import FaceNavCore

/// What can happen to the swipe-cards app, as one stream of messages.
public enum SwipeCardsAction: Hashable, Sendable {
    case key(Key)
    /// A command from a voice word or from a gesture's binding in the profile.
    case command(Command, source: InputSource)
    case faceMeasured(FaceMeasurement)
    case inputChanged(String)
    case notice(Announcement)
    /// Time passed, or the terminal is this wide now: a long status message turns its pages.
    case tick
    case resized(width: Int)
    case quit
}
