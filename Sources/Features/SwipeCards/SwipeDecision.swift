import FaceNavCore
import SceneApp

/// One swipe made on the deck: which card went which way, so it can be counted and undone.
public struct SwipeDecision: Hashable, Sendable {
    public var card: Card
    public var direction: HeadSwipe.Direction

    public init(card: Card, direction: HeadSwipe.Direction) {
        self.card = card
        self.direction = direction
    }

    /// The word a user hears and reads for the swipe: left is nope, right is like.
    public var verdict: String { direction == .left ? "Nope" : "Like" }
}
