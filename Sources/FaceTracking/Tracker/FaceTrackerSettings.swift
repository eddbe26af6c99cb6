/// How the tracker balances speed against certainty.
public struct FaceTrackerSettings: Hashable, Sendable {
    /// Whether the frames are mirrored (a selfie view). Camera and video frames as recorded are not: the
    /// user's left is on the image's right.
    public var mirrored = false
    /// While following by landmarks, the detector confirms the face every this many frames.
    public var confirmEvery = 5
    /// And at least this often, in seconds, however slowly frames come (`FaceTracker.confirmationDue`): at
    /// 30 fps `confirmEvery` comes first, at 15 fps this does (every third frame). 0 confirms by frames alone.
    public var confirmInterval = 0.2
    /// After this many confirmations in a row find no face where the landmarks are, the face is lost.
    public var missesBeforeLost = 2
    /// The same while the fit still looks like a face (relative residual at most `goodResidual`): a face
    /// turned well away from the camera is missed by a frontal-face detector but still followed.
    public var missesBeforeLostWhenFitIsGood = 4
    public var goodResidual = 0.07
    /// A fit whose relative reprojection residual (see `HeadPoseFit`) exceeds this is checked by the
    /// detector at once.
    public var degradedResidual = 0.12
    /// A fit whose relative residual exceeds this is not a face.
    public var lostResidual = 0.3
    /// How much the box made from the landmarks may grow or shrink from one frame to the next, a fraction.
    public var boxGrowthPerFrame = 0.04
    /// The region searched around the last face when re-detecting, as a multiple of its box's size.
    public var searchScale = 2.0
    /// The widths of face that confirm the followed one, as fractions of its box's width: the search skips
    /// every other size, so its cost stays the same however large the face is in the frame.
    public var confirmWidths = 0.7...1.5
    /// A followed face tilted at least this much (radians; 10°) that the upright confirmation misses is
    /// looked for again turned level by its tilt, when the tracker has a `turnedSearch`.
    public var turnedConfirmRoll = 10 * Double.pi / 180
    /// A frame whose coarse brightness differs from the last one's by more than this many grey levels on
    /// average is a cut to another shot (or the camera was covered): the face is searched for afresh.
    public var cutDifference = 20
    /// A face found again at most this many seconds after it was lost, at about the same place and size
    /// (`resumeShift`, `resumeScale`), is the same face: its eyes keep the open levels they learnt, and the
    /// measurement says it resumes (`FaceMeasurement.resumed`), so gestures need not settle again. 0 treats
    /// every face found as new.
    public var briefLoss = 0.5
    /// How far the face found again may lie from where it was lost, centre to centre, as a fraction of the
    /// last box's width, to resume it.
    public var resumeShift = 0.25
    /// How much larger or smaller (a factor) the face found again may be than the last box, to resume it.
    public var resumeScale = 1.25
    /// When the eye model reads an eye again rather than reusing its last reading (`EyeChangeGate`);
    /// `.everyFrame` runs it on every frame.
    public var eyeChangeLimits = EyeChangeGate.Limits()
    /// The extra crops of an eye the eye model also reads whenever it reads that eye, their lid openings'
    /// median the reading (`EyeCropVariants`); none reads each eye's own crop alone.
    public var eyeCropVariants = EyeCropVariants()
    /// Whether measurements carry the 68 landmarks.
    public var recordsLandmarks = false
    /// How far the confirming detector's box may lie from the box the landmarks were fitted in, for the
    /// confirmation to keep the landmarks' own fit rather than fit them again from the detector's box: their
    /// centres at most this fraction of the fitted box's width apart, and their widths within a factor 1 plus
    /// this. 0 fits again on every confirmation (before issue 19's branch winks23).
    ///
    /// Why: a detector's box breathes (dim light, noise, a turned face), and a fit drawn again from it jumps
    /// with it; on the wink set's 2008_001009-125 light ramp every confirmation narrowed the fit by a tenth and
    /// slid an eye's crop onto the skin below the eye, read shut. Off in the app: on the tune part, 0.15 kept
    /// that eye in place but let the landmarks' own boxes drift on other faces, 6 winks fewer and 5 false
    /// (BENCHMARKS.md, "The confirmation keeps the eye crops in place").
    public var confirmationAgreement = 0.0

    public init() {}

    /// `confirmWidths` for a face `width` pixels wide, in pixels.
    public func confirmWidths(around width: Int) -> ClosedRange<Int> {
        Int(Double(width) * confirmWidths.lowerBound)...Int((Double(width) * confirmWidths.upperBound).rounded(.up))
    }
}
