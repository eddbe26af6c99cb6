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
///   opens, however long it lingers shut after the other has opened.
public struct WinkCourse: Hashable, Sendable {
    /// Seconds within which two eyes shutting make a blink: three frames at 30 fps.
    public static let blinkSpread = 0.1
    /// Slack for comparing frame times with `blinkSpread`.
    private static let tolerance = 1e-6
    /// Readings kept: five seconds at 30 fps, longer than any wink needs before it fires.
    public static let capacity = 150

    /// Each recorded frame's time and the two eyes' closures, the user's left first, oldest first.
    private var frames: [Frame] = []
    /// When each eye was judged shut, and the time of the frame before; nil while it is open.
    private var shutSince: [Onset?] = [nil, nil]
    /// Whether each eye's present closure began as a blink.
    private var blinked = [false, false]

    struct Frame: Hashable, Sendable {
        var time: Double
        var closures: [Double]
    }

    struct Onset: Hashable, Sendable {
        var time: Double
        var previousTime: Double
    }

    public init() {}

    /// Records a frame: each eye's closure and whether it is shut now (`EyeClosure.isShut`), left first.
    public mutating func record(time: Double, closures: [Double], shut: [Bool]) {
        let previousTime = frames.last?.time ?? time
        frames.append(Frame(time: time, closures: closures))
        if frames.count > Self.capacity { frames.removeFirst(frames.count - Self.capacity) }
        for eye in 0..<2 {
            if !shut[eye] {
                shutSince[eye] = nil
            } else if shutSince[eye] == nil {
                shutSince[eye] = Onset(time: time, previousTime: previousTime)
            }
        }
        if let left = shutSince[0], let right = shutSince[1],
            abs(left.time - right.time) <= Self.blinkSpread + Self.tolerance
        {
            blinked = [true, true]
        }
        for eye in 0..<2 where shutSince[eye] == nil { blinked[eye] = false }
    }

    /// Whether `eye` (0 the user's left, 1 the right) is winking now: shut while the other eye stayed open
    /// over the closure so far and did not shut with it.
    public func isWink(eye: Int, otherEyeShutLevel: Double) -> Bool {
        guard let onset = shutSince[eye], !blinked[eye] else { return false }
        let other = 1 - eye
        let closures = frames.filter { $0.time >= onset.previousTime }.map { $0.closures[other] }.sorted()
        guard !closures.isEmpty else { return false }
        return closures[closures.count / 2] < otherEyeShutLevel
    }

    /// Forgets everything: the face was lost or the stream started again.
    public mutating func reset() {
        frames = []
        shutSince = [nil, nil]
        blinked = [false, false]
    }
}
