/// What the face tracker saw in one frame, in the user's own terms.
///
/// Angles are radians from the user's point of view: `yaw` is positive when the user turns to their left,
/// `pitch` positive when they look up, `roll` positive when they tilt their head to their left. Openness
/// and scores run from 0 (closed, absent) to 1 (fully open, present); left and right are the user's own.
public struct FaceMeasurement: Hashable, Sendable {
    /// Seconds since the start of the stream.
    public var time: Double
    public var faceFound: Bool
    public var yaw: Double
    public var pitch: Double
    public var roll: Double
    public var eyeLeft: Double
    public var eyeRight: Double
    public var mouth: Double
    public var tongue: Double
    /// How sure the tracker is of this fit, 0...1, when it says.
    public var quality: Double?
    /// The face's box in the frame, in fractional pixels (the bounds of its landmarks).
    public var box: PictureRect<Double>?
    /// The 68 landmarks in pixels, when recorded.
    public var landmarks: [[Double]]?
    /// Whether this frame finds again the face lost a moment ago, at about the same place and size: the
    /// tracker kept what it had learnt of its eyes, and a face that had settled before the loss need not
    /// settle again (`GestureEngine`). Set on the first frame after the loss only.
    public var resumed: Bool

    public init(
        time: Double, faceFound: Bool = true, yaw: Double = 0, pitch: Double = 0, roll: Double = 0,
        eyeLeft: Double = 1, eyeRight: Double = 1, mouth: Double = 0, tongue: Double = 0,
        quality: Double? = nil, box: PictureRect<Double>? = nil, landmarks: [[Double]]? = nil,
        resumed: Bool = false
    ) {
        self.time = time
        self.faceFound = faceFound
        self.yaw = yaw
        self.pitch = pitch
        self.roll = roll
        self.eyeLeft = eyeLeft
        self.eyeRight = eyeRight
        self.mouth = mouth
        self.tongue = tongue
        self.quality = quality
        self.box = box
        self.landmarks = landmarks
        self.resumed = resumed
    }

    /// A frame in which no face was found.
    public static func lost(at time: Double) -> FaceMeasurement {
        FaceMeasurement(time: time, faceFound: false, eyeLeft: 0, eyeRight: 0)
    }
}
