import FaceNavCore

/// What the tracker remembers between frames; a fresh value means "no face, search the whole frame".
public struct FaceTrackerState: Sendable {
    /// The last frame's landmarks, when a face is being followed.
    public var landmarks: [PixelPoint]?
    /// The box the last frame's landmarks were predicted in.
    public var box: PixelRect?
    /// The last frame's head pose fit, the next fit's starting point.
    public var fit: HeadPoseFit?
    /// Where the detector put its box relative to the landmarks it led to.
    public var placement: BoxPlacement?
    /// Frames since the detector last found the face where the landmarks are.
    public var framesSinceConfirmed = 0
    /// The time of the frame the detector last looked for the face on (whether it found it or not).
    public var confirmationTime: Double?
    /// Whether the learned search, not a cascade, found the followed face in the whole frame.
    public var foundByLearnedSearch = false
    /// Confirmations in a row that found no face.
    public var misses = 0
    /// The last frame's coarse brightness, to notice cuts between shots.
    public var thumbnail: [Int]?
    /// Each eye's last reading by the eye model and what the eye looked like then, the image-left eye's
    /// first: the model runs again only when the eye may have changed.
    public var eyeGates = [EyeChangeGate(), EyeChangeGate()]

    public init() {}
}
