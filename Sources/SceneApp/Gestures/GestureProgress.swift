import FaceNavCore

/// A gesture being held now and how far it is towards firing (0...1), for the status line.
public struct GestureProgress: Hashable, Sendable {
    public var gesture: Gesture
    public var progress: Double

    public init(gesture: Gesture, progress: Double) {
        self.gesture = gesture
        self.progress = progress
    }
}
