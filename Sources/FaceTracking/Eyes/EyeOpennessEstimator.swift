/// Each eye's openness, 0 closed ... 1 open, as the user's own left and right, from the landmarks and the
/// eye's pixels measured against this user's open-eye baseline.
///
/// Both raw measures are divided by their running baseline (`RunningBaseline`, fed only while the face is
/// tracked well) and mapped linearly so that `closedFraction` of the baseline reads 0 and `openFraction`
/// reads 1. Either measure can close the eye: the result is the aspect ratio's reading, lowered by the
/// pixels' (weighing `pixelWeight` against the aspect ratio) when they see a lid the landmarks missed, as in
/// a wink. The pixels alone cannot open it: a closed lid with dark lashes (or glasses' rims) can look as
/// contrasted as an open eye, which is what the landmarks of a two-eye closure catch.
///
/// When the tracker has an eye-contour model (MediaPipe's iris landmarks), each eye's lid opening measured
/// from its own crop replaces that reading: the 68-point shape prior moves both eyes together and cannot
/// see a wink, and on the wink videos taking the lower of the old reading and the lids' read no more
/// wink, blink or open frame right than the lids alone, so they are not combined. The lids' open levels
/// (`OpenLevel`, by head yaw) are forgotten when the face is found afresh. Until the lids have enough
/// readings for a level at any yaw, the lid opening is read on its own against what open and shut eyes
/// measure across faces (`priorClosedOpening`, `priorOpenOpening`). Beyond `lidMaximumYaw`, or at a yaw
/// with no level yet once there is one elsewhere, the old reading stands.
/// Which landmarks are whose: in an unmirrored image (a camera or video as recorded) the user's left eye is
/// on the image's right, points 42–47; when the image is mirrored it is 36–41.
public struct EyeOpennessEstimator: Sendable {
    public var mirrored: Bool
    public var pixelWeight = 0.75
    public var aspectClosedFraction = 0.45
    public var aspectOpenFraction = 0.85
    public var contrastClosedFraction = 0.35
    public var contrastOpenFraction = 0.8
    /// The lid opening from the eye-contour model (`EyeContour.lidOpening`): at or below
    /// `lidClosedFraction` of its baseline reads 0, at or above `lidOpenFraction` reads 1. On the wink
    /// videos (`.fixtures/winks`) open eyes measure 0.84–1.1 of the baseline and painted-shut ones
    /// 0.24–0.78: the model draws a shut eye's lids apart by half their open gap or more, most at the
    /// smallest faces (100 px wide), where the crop is blurred. The margin is narrow (0.84 against 0.78,
    /// with glasses).
    public var lidClosedFraction = 0.72
    public var lidOpenFraction = 0.9
    /// Beyond this head yaw (radians) the lids are read from the landmarks and contrast alone: the model
    /// knows near-frontal eyes. Within it each eye is judged against its open level at about the same yaw
    /// (`OpenLevel`), since a turned face's far eye, foreshortened and half behind the nose, measures as
    /// narrowed (on Megamind's turned faces, 0.7 of its frontal opening while open); until that level has
    /// enough readings, the landmarks read it (on a face just found, the prior: `priorClosedOpening`). Was
    /// 25°, which left two of the wink set's faces (turned 27-29°) with no wink at all.
    public var lidMaximumYaw = 45 * Double.pi / 180
    /// Before an eye has readings enough for an open level at any yaw (the face just found), its lid
    /// opening, already a ratio (the lids' gap over the eye's width), reads 0 at or below
    /// `priorClosedOpening` and 1 at or above `priorOpenOpening`.
    ///
    /// Why: the landmarks, whose shape prior moves both eyes together, read 173 of the wink set's open eyes
    /// shut on the tune part where the lids had no level (58 in the first second). Across the tune part's
    /// faces open eyes measure a median 0.27 (5th percentile 0.19) and shut ones 0.15 (90th percentile 0.21:
    /// shallow painted lids); on the frames without a level one split at 0.14 reads 3.2% of eyes wrong (88
    /// of 2,753), and over all frames the best split (0.156) 6.4%. The ramp's ends lie either side of 0.14.
    /// At a new yaw once the eye has a level elsewhere the landmarks still read it: the prior there read
    /// more frames right but lost a wink on the tune part whose head yaw jumped 26° for five frames, and a
    /// level from other yaws reads a turned face's narrower far eye shut until the new yaw has its own,
    /// which a head turn could make a false wink.
    public var priorClosedOpening = 0.12
    public var priorOpenOpening = 0.16
    /// Two eyes both under `lidPairNarrowed` of their open levels and within this of each other narrowed
    /// together (a squint, a smile's raised cheeks, a droop, a blink): both read as the more open of the two.
    /// A squint's half-lowered lids measure 0.6-1.0 of the open level (median 0.84 on the wink set's tune
    /// part), straddling where the ramp reads shut, so the model seeing one eye a little deeper than the other
    /// read it 0 and its partner 1 for the whole squint: a wink no rule on the two readings could tell apart
    /// (most of the set's false winks). A wink's shut eye measures a median 0.52 and lies further below its
    /// open partner; a blink's eyes are both low, so the more open one still reads shut. 0.2 was chosen on
    /// the tune part's ungated readings (0.15 left twice the false winks, 0.25 lost three more winks).
    public var lidPairTolerance = 0.2
    /// The more open eye must be under this fraction of its level too for the two to count as narrowed
    /// together: an eye about at its level beside one closing is a wink. Open eyes read 0.95 of their level
    /// or more on three frames in four (the level is their 75th percentile); in the team's squinting wink
    /// video (`WinkVideoTests`) the open eye read 0.95-1.0 beside a winking eye read 0.64-0.80, which at 0.95
    /// lost three frames of the wink. On the tune part 0.93 costs no wink and no false wink against 0.95.
    public var lidPairNarrowed = 0.93
    /// Whether an eye that dropped alone stays out of the squint pair rule until it opens again: the eyes'
    /// time course, not one frame, tells a wink from a squint. It needs the frames' times (`openness`'s
    /// `time`); without them it does not act.
    ///
    /// An eye drops alone when it reads shut on its own ramp, its fraction of its open level has fallen by
    /// `loneDrop` or more from its highest over the `loneDropTime` seconds before, and the other eye reads
    /// `loneOtherLevel` of its level or more. It leaves the pair once it has stayed so for more than
    /// `loneBlinkTime` (a blink's shut time), and stays out until it reads `loneReopenLevel` of its level or
    /// more, or the other eye drops as fast within `loneDropTime` of it (a lopsided blink). A wink's lid falls
    /// in a frame or two while the other eye stays near its level, then the other eye, narrowed with the
    /// effort or read noisily, dips within 0.2 of the half-read shut eye on some frames, and the pair rule
    /// read both eyes alike there (open, or shut as a blink): three winks of the wink set's tune part broke
    /// so. A squint's or a droop's eyes narrow together and slowly, so neither drops alone and the pair rule
    /// reads them as before; a blink whose other eye the reader saw open (over 0.89 of its level) is over
    /// before its eye leaves the pair, so it is paired as before too.
    ///
    /// On the tune part (tracked, BENCHMARKS "The lone-drop rule in seconds"): 91 -> 93 of 104 winks, no
    /// false gesture, and no no-wink clip's longest live hold longer. Leaving the pair at the drop itself
    /// (winks17's rule) won one wink more but held 2008_001009-145-nowink-260-noise-jpeg's blink a frame
    /// longer (0.133 s against 0.1; 0.25 fires).
    public var keepsLoneDropOutOfPair = true
    /// Seconds over which an eye must fall by `loneDrop` for a lone drop, and within which the other eye
    /// falling as fast makes the two a lopsided blink: three frames at 30 fps (`WinkCourse.blinkSpread`).
    public var loneDropTime = 0.1
    /// How far (a fraction of the open level) an eye must fall within `loneDropTime` for a lone drop.
    public var loneDrop = 0.15
    /// The other eye's least fraction of its level for a drop to be alone: near its level, not narrowed.
    public var loneOtherLevel = 0.9
    /// The fraction of its level at which an eye that dropped alone has opened again.
    public var loneReopenLevel = 0.9
    /// Seconds an eye that dropped alone stays in the pair rule first: a blink's closed phase. The wink set's
    /// blink whose other eye read open (2008_001009-145) read shut 0.1 s; 0.133 lost one more tune wink.
    public var loneBlinkTime = 0.1
    /// Each eye's lid fractions on the last frames both eyes read shut together (a blink), at most this
    /// many; from `blinkReadingsNeeded` of them on, the deepest sets where that eye reads shut (`lidRamp`).
    /// Counts, not seconds: they are a sample of blinks' readings, not a span of time (see `lidRamp`).
    public var blinkReadingsKept = 30
    public var blinkReadingsNeeded = 3
    var aspectBaseline = [RunningBaseline(), RunningBaseline()]
    var contrastBaseline = [RunningBaseline(), RunningBaseline()]
    var lidBaseline = [OpenLevel(), OpenLevel()]
    var blinkFractions: [[Double]] = [[], []]
    /// Each eye's (time, fraction of its level) over the last `loneDropTime` seconds, since it last had none.
    var recentFractions: [[(time: Double, fraction: Double)]] = [[], []]
    /// When each eye dropped alone (`keepsLoneDropOutOfPair`); nil when it has not.
    var loneDropped: [Double?] = [nil, nil]
    /// The last frame's time (`openness`'s `time`), to see time go backwards.
    var lastTime: Double?
    /// Slack for comparing frame times with the rule's windows.
    static let timeTolerance = 1e-6

    public init(mirrored: Bool = false) {
        self.mirrored = mirrored
    }

    /// Forgets the lids' open-eye baselines: the face was found afresh (after it was lost, or after a cut to
    /// another shot), and may be someone else's, whose lids open differently.
    public mutating func forgetLidBaselines() {
        lidBaseline = [OpenLevel(), OpenLevel()]
        blinkFractions = [[], []]
        recentFractions = [[], []]
        loneDropped = [nil, nil]
        lastTime = nil
    }

    /// The user's (left, right) openness; `learn` lets this frame update the baselines. `lidOpenings`, the
    /// eye-contour model's reading of the image-left and image-right eye when it ran, takes the place of
    /// the landmarks' and pixels' reading for that eye. `time`, the frame's in seconds, lets the eyes' time
    /// course judge the pair rule (`keepsLoneDropOutOfPair`) and spans the lids' open levels in seconds
    /// (`OpenLevel.duration`). A time before the last frame's starts a new stream (a new clip, a camera
    /// restarted, the clock set back): the time course so far is forgotten, and so are the levels' readings
    /// when next learnt.
    public mutating func openness(
        in image: GrayImage, landmarks: [PixelPoint], lidOpenings: [Double?] = [nil, nil], yaw: Double = 0,
        time: Double? = nil, learn: Bool
    ) -> (left: Double, right: Double) {
        if let time, time.isFinite {
            if let lastTime, time < lastTime {
                recentFractions = [[], []]
                loneDropped = [nil, nil]
            }
            lastTime = time
        }
        // Index 0: the eye on the image's left (36–41), 1: on the image's right (42–47).
        var values = [0.0, 0.0]
        var fractions: [Double?] = [nil, nil]
        var ramps = Array(repeating: (closed: lidClosedFraction, open: lidOpenFraction), count: 2)
        for side in 0..<2 {
            let eye = landmarks[(36 + 6 * side)..<(42 + 6 * side)]
            let aspect = EyeMeasures.aspectRatio(eye)
            let contrast = EyeMeasures.contrast(in: image, eye: eye)
            if learn {
                aspectBaseline[side].update(aspect)
                contrastBaseline[side].update(contrast)
            }
            let fromAspect = Self.ramp(aspectBaseline[side].fraction(aspect), aspectClosedFraction, aspectOpenFraction)
            let fromPixels = Self.ramp(
                contrastBaseline[side].fraction(contrast), contrastClosedFraction, contrastOpenFraction)
            values[side] = min(fromAspect, pixelWeight * fromPixels + (1 - pixelWeight) * fromAspect)
            if side < lidOpenings.count, let lid = lidOpenings[side], abs(yaw) <= lidMaximumYaw {
                if learn { lidBaseline[side].update(lid, yaw: yaw, time: time) }
                if let fraction = lidBaseline[side].fraction(lid, yaw: yaw) {
                    fractions[side] = fraction
                    ramps[side] = lidRamp(side: side)
                    values[side] = Self.ramp(fraction, ramps[side].closed, ramps[side].open)
                } else if lidBaseline[side].isFresh {
                    values[side] = Self.ramp(lid, priorClosedOpening, priorOpenOpening)
                }
            }
        }
        if learn, let first = fractions[0], let second = fractions[1],
            max(first, second) < (lidClosedFraction + lidOpenFraction) / 2
        {
            for (side, fraction) in [first, second].enumerated() {
                blinkFractions[side].append(fraction)
                if blinkFractions[side].count > blinkReadingsKept { blinkFractions[side].removeFirst() }
            }
        }
        var outOfPair = false
        if keepsLoneDropOutOfPair, let time {
            followLoneDrops(fractions: fractions, ramps: ramps, time: time)
            outOfPair = loneDropped.contains { $0.map { time - $0 > loneBlinkTime + Self.timeTolerance } ?? false }
        }
        if let first = fractions[0], let second = fractions[1], abs(first - second) < lidPairTolerance,
            max(first, second) < lidPairNarrowed, !outOfPair
        {
            let more = first >= second ? 0 : 1
            let value = Self.ramp(max(first, second), ramps[more].closed, ramps[more].open)
            values = [value, value]
        }
        return mirrored ? (values[0], values[1]) : (values[1], values[0])
    }

    /// Updates which eyes dropped alone (`keepsLoneDropOutOfPair`) from this frame's fractions of each eye's
    /// level (nil without one), the ramps they are read on and the frame's time in seconds.
    mutating func followLoneDrops(fractions: [Double?], ramps: [(closed: Double, open: Double)], time: Double) {
        for side in 0..<2 {
            recentFractions[side].removeAll { time - $0.time > loneDropTime + Self.timeTolerance }
        }
        let dropped = (0..<2).map { side in
            fractions[side].map { fraction in
                recentFractions[side].map(\.fraction).max().map { $0 - fraction >= loneDrop } ?? false
            } ?? false
        }
        for side in 0..<2 {
            let other = 1 - side
            guard let fraction = fractions[side], fraction < loneReopenLevel else {
                loneDropped[side] = nil
                continue
            }
            if let since = loneDropped[side] {
                if time - since <= loneDropTime + Self.timeTolerance && dropped[other] { loneDropped[side] = nil }
            } else if let partner = fractions[other], partner >= loneOtherLevel, dropped[side],
                fraction < (ramps[side].closed + ramps[side].open) / 2
            {
                loneDropped[side] = time
            }
        }
        for side in 0..<2 {
            if let fraction = fractions[side] {
                recentFractions[side].append((time, fraction))
                // Bounded however the frames' times run (a camera stamping two frames alike).
                if recentFractions[side].count > 64 { recentFractions[side].removeFirst() }
            } else {
                recentFractions[side] = []
            }
        }
    }

    /// Whether the lid opening `lidOpening` of the eye on the image's `side` (0 left, 1 right) is at that
    /// eye's open level (`lidOpenFraction` of its baseline or more): a reading the tracker may let stand.
    /// Before the eye has any level, whether it reads fully open against the prior (`priorOpenOpening`);
    /// without a level at this yaw but with one elsewhere, the landmarks read the eye, so any reading may
    /// stand.
    public func readsOpen(lidOpening: Double, side: Int, yaw: Double) -> Bool {
        guard let fraction = lidBaseline[side].fraction(lidOpening, yaw: yaw) else {
            return !lidBaseline[side].isFresh || lidOpening >= priorOpenOpening
        }
        return fraction >= lidRamp(side: side).open
    }

    /// The fractions of its open level at which the eye on the image's `side` reads 0 and 1:
    /// `lidClosedFraction` and `lidOpenFraction`, moved down together once the eye has been seen shut in
    /// blinks, so that the point where it reads shut (0.5) lies halfway between its open level and the
    /// deepest of its last blink readings (`blinkFractions`: frames on which both eyes read shut); never
    /// moved up.
    ///
    /// Why: how far below its open level a shut eye reads differs from eye to eye (painted-shut eyes on the
    /// wink set's tune part read 0.3 to 0.8 of it), and so does a half-lowered lid's (a squint's, 0.6 to
    /// 1.0). With one fixed midpoint (0.81) an eye that reads deep when shut read a squint at 0.72-0.8, or an
    /// open eye dipping in a light ramp, as shut while its partner read open: a false wink. Natural blinks
    /// show each eye's own depth within seconds. Only blinks count, not one eye's closures: a wink's own
    /// deep frames lowered the point mid-wink and its shallower frames (0.7-0.78 of the level in the
    /// team's glasses video) then read half open. An eye never seen shut deeper than 0.62 keeps the fixed
    /// ramp, so an eye that reads shallow still reads its winks. On the tune part (replayed, then tracked):
    /// false gestures 6 -> 4, eye state 0.856 -> 0.874, winks the same.
    func lidRamp(side: Int) -> (closed: Double, open: Double) {
        let middle = (lidClosedFraction + lidOpenFraction) / 2
        guard blinkFractions[side].count >= blinkReadingsNeeded, let depth = blinkFractions[side].min(),
            (depth + 1) / 2 < middle
        else { return (lidClosedFraction, lidOpenFraction) }
        let shift = (depth + 1) / 2 - middle
        return (lidClosedFraction + shift, lidOpenFraction + shift)
    }

    /// 0 at or below `low`, 1 at or above `high`, linear between.
    static func ramp(_ x: Double, _ low: Double, _ high: Double) -> Double {
        guard x.isFinite else { return 0 }
        return max(0, min(1, (x - low) / (high - low)))
    }
}
