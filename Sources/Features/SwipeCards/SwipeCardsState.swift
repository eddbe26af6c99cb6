import FaceNavCore
import SceneApp

/// Everything the swipe-cards app knows at one moment; changed only by `SwipeCardsFeature.reduce`.
public struct SwipeCardsState: Hashable, Sendable {
    public var deckName: String
    public var cards: [Card]
    /// The swipes made, in order; the top card is `cards[swiped.count]`.
    public var swiped: [SwipeDecision] = []
    public var profile: Profile
    /// The face as the app and the game watch it: its gestures, lost and found, and the settle time after
    /// found, which head swipes wait too.
    public var face: WatchedFace
    public var headSwipe = HeadSwipe()
    public var isPaused = false
    public var isQuitting = false
    /// The input driving the app, for the status line.
    public var inputName = "keyboard"
    public var lastAnnouncement: Announcement?
    /// When `lastAnnouncement` was said: a long one takes turns in pages from then (`StatusLine`).
    public var lastAnnouncementTime = 0.0
    public var time = 0.0
    /// The terminal's width, for whether the status line's message pages.
    public var screenWidth = 80

    public init(deckName: String, cards: [Card], profile: Profile = .default) {
        self.deckName = deckName
        self.cards = cards
        self.profile = profile
        self.face = WatchedFace(settings: profile.gestures)
    }

    /// True while the face is in view, for the status line.
    public var isFaceVisible: Bool { face.isVisible }

    /// The card on top of the stack, or nil at the end of the deck.
    public var top: Card? { swiped.count < cards.count ? cards[swiped.count] : nil }
    public var remaining: Int { cards.count - swiped.count }
    public var likes: Int { swiped.filter { $0.direction == .right }.count }
    public var nopes: Int { swiped.filter { $0.direction == .left }.count }
    public var isAtEnd: Bool { top == nil }
}
