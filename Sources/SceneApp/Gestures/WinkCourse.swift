/// Both eyes' course since an eye shut, so a wink is told from a blink, a squint or a noisy frame by the whole
/// closure so far, not by one frame.
///
/// Each frame the engine records both eyes' closures (1 - openness) and whether each eye is shut
/// (`EyeClosure`). An eye's closure is a wink while it is shut and
/// - the other eye's median closure since one frame before this eye shut is under `otherEyeShutLevel` (that
///   eye's own shut level, its wink's `on`): the other eye was not shut over most of the wink, however many
///   single frames of it read shut (on the wink set a noisy open eye read shut on a third of a wink's
///   frames, and judging it frame by frame vetoed the wink as a blink). Narrowed is not shut: people
///   narrow the other eye a little as they wink, and the iris model reads such an eye half shut (0.4-0.55
///   open beside a shut eye read 0 on the wink set's tune part); against the midpoint of the levels, as
///   before, those winks were taken for blinks, and
/// - the other eye did not shut with it: both shut within `blinkSpread` seconds of each other is a blink,
///   one eye leading the other by a frame or two (a lopsided blink) included, and stays one until this eye
///   opens, however long it lingers shut after the other has opened, and
/// - the eye shut quickly: its last reading under its open level came at most `closingTime` before it was
///   judged shut (an eye not seen open since the face was found is no wink). A wink's lid drops in a tenth
///   of a second; eyes closing over seconds (dozing off), one a little ahead of the other, would otherwise
///   leave the leading eye shut alone for longer than a wink's hold while the other still reads narrowed,
///   not shut, and
/// - the other eye has not missed a blink lately (`missedBlink`): a closure of this eye as short as a blink,
///   not taken as a wink, while the other eye read open on every frame of it, was most likely a blink whose
///   other eye the reader did not see shut, and for `missedBlinkMemory` seconds this eye's closures are no
///   winks, since that reader cannot be trusted to tell them from blinks.
///
/// When `blinkDip` is set (as it is by default), a closure is doubtful (`doubtfulSince`) when the other eye read
/// shut for `blinkDip` seconds in all within `blinkSpread` of this eye's shutting, though too briefly for its
/// vote (`EyeClosure`) to shut it: at 15 fps one frame is the other eye's whole dip in a blink, and the vote
/// never shuts it. The engine then fires such a wink no sooner than a natural blink's longest after the eye
/// shut: a closure still shut then is no blink.
public struct WinkCourse: Hashable, Sendable {
    /// Seconds within which two eyes shutting make a blink: three frames at 30 fps.
    public static let blinkSpread = 0.1
    /// Slack for comparing frame times with `blinkSpread`.
    private static let tolerance = 1e-6
    /// Seconds of readings kept, longer than any wink needs before it fires: 150 frames at 30 fps. In
    /// seconds, not frames, so that the other eye's median over a long closure, and the last open reading
    /// before a slow one, look as far back at 15 or 60 fps as at 30.
    public static let memory = 5.0
    /// The most readings kept however fast they come (five seconds at 120 fps).
    public static let capacity = 600
    /// The longest closure (seconds from its first to its last shut frame) taken for a blink the other eye
    /// missed: a natural blink's closed phase (the wink set's blinks whose other eye read open were shut for
    /// 0.13-0.2 s), shorter than a wink's default hold. Longer one-eyed closures are winks, or squints the
    /// reader saw on one eye, which this rule does not judge.
    public static let missedBlinkLength = 0.25
    /// The other eye missed the blink only when its closure stayed under this share of its open level (its
    /// wink's `off`, the user's own once calibrated) on every frame: by default under 0.2, read 0.8 open or
    /// more. A lopsided blink whose other eye dipped at all is a blink both eyes saw.
    public static let missedBlinkOtherShare = 0.5
    /// Seconds after a missed blink during which this eye's closures are no winks: a reader that misses one
    /// blink misses the next, a few seconds later, and renews it; a reader that missed one by chance is
    /// trusted again soon.
    public static let missedBlinkMemory = 5.0
    /// A closure starting sooner than this after the missed blink ended is the same closure read open for a
    /// frame or two (a wink split by a bad frame), not a new one, and is judged as usual.
    public static let missedBlinkGap = 0.3

    /// The longest an eye may take from its last open reading (under its wink's `off`) to being judged shut
    /// for its closure to be a wink. On the wink set's tune part every wink FaceNav's reader fired took 0.13
    /// s or less (four frames), but MediaPipe's smoother readings through this recogniser took up to 0.4 s
    /// (0.2 lost two of its 89 winks, 0.3 one); eyes dozing off, closing over seconds, take longer.
    public static let closingTime = 0.4

    /// Seconds the other eye must read shut (each reading weighing the time since the frame before) within
    /// `blinkSpread` of this eye's shutting for the closure to be doubtful though the other eye's vote never
    /// shut it: 0.05 takes one reading at 15 fps, two at 30, three at 60; nil leaves the rule out. On the wink
    /// set's tune part fed at 15 fps, with doubtful winks fired no sooner than 0.4 s after the eye shut, it
    /// turns 2 of the 8 false winks down and loses no wink (85 of 104 winks, 8 false -> 85, 6; at 30 fps 93, 0
    /// either way); taking such closures for blinks instead lost 3 winks (82, 5; BENCHMARKS "Blinks at 15
    /// fps").
    public var blinkDip: Double? = 0.05

    /// Each recorded frame's time and the two eyes' closures, the user's left first, oldest first.
    private var frames: [Frame] = []
    /// When each eye was judged shut, and the time of the frame before; nil while it is open.
    private var shutSince: [Onset?] = [nil, nil]
    /// Whether each eye's present closure began as a blink.
    private var blinked = [false, false]
    /// Whether each eye's present closure was slower than `closingTime`.
    private var slow = [false, false]
    /// Whether each eye's present closure is doubtful (`blinkDip`).
    private var doubtful = [false, false]
    /// For each eye's present closure: the time of its last shut frame, whether the other eye read even a
    /// little shut during it, and whether it was taken as a wink (`markWink`); nil while the eye is open.
    private var closing: [Closing?] = [nil, nil]
    /// When each eye last opened from a blink its partner missed (`missedBlink`).
    private var missedBlink: [Double?] = [nil, nil]

    struct Frame: Hashable, Sendable {
        var time: Double
        var closures: [Double]
    }

    struct Onset: Hashable, Sendable {
        var time: Double
        var previousTime: Double
    }

    struct Closing: Hashable, Sendable {
        var lastShut: Double
        var otherDipped = false
        var wink = false
    }

    public init() {}

    /// Records a frame: each eye's closure and whether it is shut now (`EyeClosure.isShut`), left first.
    /// `settled` says whether the face has settled (`GestureSettings.settleTime`): closures before then,
    /// while the eyes' levels are still being learnt, are not taken for missed blinks. `openLevels` are each
    /// eye's open level (its wink's `off`) and `shutLevels` its shut level (its wink's `on`), left first.
    public mutating func record(
        time: Double, closures: [Double], shut: [Bool], settled: Bool = true, openLevels: [Double] = [0.4, 0.4],
        shutLevels: [Double] = [0.6, 0.6]
    ) {
        let previousTime = frames.last?.time ?? time
        frames.append(Frame(time: time, closures: closures))
        let kept = frames.firstIndex { time - $0.time < Self.memory - Self.tolerance } ?? frames.count - 1
        frames.removeFirst(max(kept, frames.count - Self.capacity))
        for eye in 0..<2 {
            let other = 1 - eye
            if shut[eye] {
                var closing = self.closing[eye] ?? Closing(lastShut: time)
                closing.lastShut = time
                if shut[other] || closures[other] >= Self.missedBlinkOtherShare * openLevels[other] {
                    closing.otherDipped = true
                }
                self.closing[eye] = closing
            } else if let closing = self.closing[eye] {
                if settled, let onset = shutSince[eye], !closing.otherDipped, !closing.wink,
                    closing.lastShut > onset.time,
                    closing.lastShut - onset.time <= Self.missedBlinkLength + Self.tolerance
                {
                    missedBlink[eye] = time
                }
                self.closing[eye] = nil
            }
        }
        for eye in 0..<2 {
            if !shut[eye] {
                shutSince[eye] = nil
                slow[eye] = false
            } else if shutSince[eye] == nil {
                shutSince[eye] = Onset(time: time, previousTime: previousTime)
                let opened = frames.dropLast().last { $0.closures[eye] < openLevels[eye] }?.time
                slow[eye] = opened.map { time - $0 > Self.closingTime + Self.tolerance } ?? true
            }
        }
        if let left = shutSince[0], let right = shutSince[1],
            abs(left.time - right.time) <= Self.blinkSpread + Self.tolerance
        {
            blinked = [true, true]
        }
        if let blinkDip {
            for eye in 0..<2 where !doubtful[eye] {
                guard let onset = shutSince[eye] else { continue }
                let dip = shutDuration(
                    of: 1 - eye, from: onset.previousTime - Self.blinkSpread, to: onset.time + Self.blinkSpread,
                    shutLevel: shutLevels[1 - eye])
                if dip >= blinkDip - Self.tolerance { doubtful[eye] = true }
            }
        }
        for eye in 0..<2 where shutSince[eye] == nil {
            blinked[eye] = false
            doubtful[eye] = false
        }
    }

    /// How long `eye` read shut (its closure at `shutLevel` or more) between `start` and `end`, each reading
    /// weighing the time since the frame before.
    private func shutDuration(of eye: Int, from start: Double, to end: Double, shutLevel: Double) -> Double {
        var total = 0.0
        for index in frames.indices.dropFirst().reversed() {
            let frame = frames[index]
            if frame.time < start - Self.tolerance { break }
            if frame.time <= end + Self.tolerance, frame.closures[eye] >= shutLevel {
                total += frame.time - frames[index - 1].time
            }
        }
        return total
    }

    /// Whether `eye` (0 the user's left, 1 the right) is winking now: shut quickly while the other eye stayed
    /// open over the closure so far and did not shut with it.
    public func isWink(eye: Int, otherEyeShutLevel: Double) -> Bool {
        guard let onset = shutSince[eye], !blinked[eye], !slow[eye] else { return false }
        if let missed = missedBlink[eye], onset.time - missed >= Self.missedBlinkGap - Self.tolerance,
            onset.time - missed <= Self.missedBlinkMemory
        {
            return false
        }
        let other = 1 - eye
        let closures = frames.filter { $0.time >= onset.previousTime }.map { $0.closures[other] }.sorted()
        guard !closures.isEmpty else { return false }
        return closures[closures.count / 2] < otherEyeShutLevel
    }

    /// When `eye` was judged shut, if its present closure is doubtful: the other eye read shut for `blinkDip`
    /// seconds near its start (always nil while `blinkDip` is nil).
    public func doubtfulSince(eye: Int) -> Double? { doubtful[eye] ? shutSince[eye]?.time : nil }

    /// Notes that `eye`'s present closure was taken as a wink (it fired, or was made again within the
    /// cooldown): not a blink the other eye missed.
    public mutating func markWink(eye: Int) {
        closing[eye]?.wink = true
    }

    /// Forgets everything: the face was lost or the stream started again.
    public mutating func reset() {
        frames = []
        shutSince = [nil, nil]
        blinked = [false, false]
        slow = [false, false]
        doubtful = [false, false]
        closing = [nil, nil]
        missedBlink = [nil, nil]
    }
}
