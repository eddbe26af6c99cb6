import FaceNavCore

/// Everything the swipe-cards app knows at one moment; changed only by `SwipeCardsFeature.reduce`.
public struct SwipeCardsState: Hashable, Sendable {
    public var deckName: String
    public var cards: [Card]
    /// The swipes made, in order; the top card is `cards[swiped.count]`.
    public var swiped: [SwipeDecision] = []
    public var profile: Profile
    public var gestures: GestureEngine
    public var headSwipe = HeadSwipe()
    public var isFaceVisible = false
    /// When the face was last found; head swipes wait the profile's settle time after it, as gestures do.
    public var faceFoundAt: Double?
    public var isPaused = false
    public var isQuitting = false
    /// The input driving the app, for the status line.
    public var inputName = "keyboard"
    public var lastAnnouncement: Announcement?
    public var time = 0.0

    public init(deckName: String, cards: [Card], profile: Profile = .default) {
        self.deckName = deckName
        self.cards = cards
        self.profile = profile
        self.gestures = GestureEngine(settings: profile.gestures)
    }

    /// The card on top of the stack, or nil at the end of the deck.
    public var top: Card? { swiped.count < cards.count ? cards[swiped.count] : nil }
    public var remaining: Int { cards.count - swiped.count }
    public var likes: Int { swiped.filter { $0.direction == .right }.count }
    public var nopes: Int { swiped.filter { $0.direction == .left }.count }
    public var isAtEnd: Bool { top == nil }
}
