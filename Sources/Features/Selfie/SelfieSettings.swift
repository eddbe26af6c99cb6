import ScreenRendering

/// What the selfie app is opened with: its texts, the 'face detected' colour, and how strict the fit is.
public struct SelfieSettings: Hashable, Sendable {
    /// The title while looking for a face; nil: the camera scene's title (`Scenes/selfie/camera.yaml`).
    public var title: String?
    /// The title once the face fits (the change of text is the cue that does not need colour); nil: the
    /// camera scene's `face-detected` label.
    public var faceDetectedText: String?
    /// The oval's colour once the face fits; green unless configured.
    public var faceDetectedColor = RGBColor(red: 0, green: 200, blue: 83)
    /// How long the face must stay in the oval, frontal and still before the photo is taken, in seconds.
    public var holdTime = 1.0
    /// The smallest face, as a fraction of the frame's width.
    public var minimumFaceWidth = 0.2
    /// The largest turn or tilt still counted as frontal, radians: the pose solver reads the fixture faces,
    /// which look at the camera, at up to 0.46 rad of pitch, so 0.5 (29°) keeps them and refuses a turned head.
    public var maximumTurn = 0.5
    /// How far the face may move while holding still: pose in radians, position as a fraction of the frame.
    public var stillPose = 0.08
    public var stillPosition = 0.05
    /// How open each eye must be (0 shut, 1 open) for the photo: between where a wink starts (0.4) and ends
    /// (0.6), so a wink or a blink is never photographed.
    public var minimumEyeOpenness = 0.5

    public init() {}
}
