/// An eye's open level for this user at a head pose: a high percentile of its recent readings taken with
/// the head turned about as far, so one outlier cannot raise it, a closure of a few seconds cannot lower
/// it, and a turned head's narrower far eye is judged against itself.
///
/// `RunningBaseline`, which the lids used before, rises a tenth of the way to any higher reading at once:
/// one reading of an eye drawn too open (a blurred frame, the first frame of a dim light ramp) lifted it so
/// far that the eye's ordinary open readings then fell under `EyeOpennessEstimator.lidClosedFraction` of it
/// and read shut for a second or more, until it fell back at half a percent a frame: on the wink set,
/// runs of ten to twenty open frames read 0. Here the level is the `percentile` of the readings of the last
/// `duration` seconds whose head yaw lies within `yawSpan` of the frame's: a reading above it
/// moves it at most one rank, a lasting change of light or distance is followed within a few seconds, and
/// the eyes must stay shut for most of the six seconds before it sinks towards their shut level.
///
/// Why by yaw: a turned face's far eye, foreshortened and half behind the nose, measures about 0.7 of its
/// frontal opening while open (Megamind), which against a frontal level reads shut. Before, the lids were
/// not read at all beyond 25° of yaw, and the landmarks, whose shape prior moves both eyes together, could
/// not see a wink there (two of the wink set's faces turn 27-29°). With fewer than `minimumReadings` at
/// the frame's yaw (the head has just turned somewhere new) there is no level, and the estimator reads
/// that eye from its landmarks until there is; before it has `minimumReadings` at any yaw (a face just
/// found), against a prior for all faces (`EyeOpennessEstimator.priorClosedOpening`).
///
/// Why seconds, not readings: the window was the last 180 readings, six seconds at 30 fps but twelve at 15
/// (a webcam in dim light), where a lasting change of light took twice as long to follow and the eyes read
/// narrowed for seconds more. `minimumReadings` stays a count: it is the sample a percentile needs to be
/// trusted, whatever time it took to gather (half a second at 30 fps, a second at 15, still within the
/// engine's second of settling).
public struct OpenLevel: Hashable, Sendable {
    /// Seconds of readings the level is taken over: 180 readings at 30 fps.
    public var duration = 6.0
    /// Readings kept when they come without a time (`update`'s `time` nil): six seconds at 30 fps.
    public var window = 180
    /// The most readings kept however fast they come (six seconds at 120 fps): a bound on memory and work.
    public var maximumReadings = 720
    public var percentile = 0.75
    /// Readings within this yaw (radians) of the frame's count towards its level.
    public var yawSpan = 8 * Double.pi / 180
    public var minimumReadings = 15
    /// The readings and the yaw each was taken at, oldest first.
    private var recent: [Reading] = []
    /// Slack for comparing frame times with `duration`.
    static let tolerance = 1e-6

    struct Reading: Hashable, Sendable {
        var value: Double
        var yaw: Double
        var time: Double?
    }

    public init() {}

    /// Whether there are too few readings for a level at any yaw: the eye has hardly been seen yet.
    public var isFresh: Bool { recent.count < minimumReadings }

    /// The level at head yaw `yaw` (radians); nil without `minimumReadings` readings near it.
    public func value(atYaw yaw: Double = 0) -> Double? {
        let near = recent.filter { abs($0.yaw - yaw) <= yawSpan }.map(\.value).sorted()
        guard near.count >= minimumReadings else { return nil }
        return near[min(near.count - 1, Int(percentile * Double(near.count)))]
    }

    /// Takes a new reading at head yaw `yaw` (non-finite ones are ignored), taken at `time` (seconds), when
    /// known: the level then spans the last `duration` seconds, else the last `window` readings. A time before
    /// the last reading's starts a new stream (a new clip, a camera restarted, the clock set back): the
    /// readings before it are forgotten.
    public mutating func update(_ sample: Double, yaw: Double = 0, time: Double? = nil) {
        guard sample.isFinite, yaw.isFinite, time?.isFinite ?? true else { return }
        if let time, let last = recent.last?.time, time < last { recent = [] }
        recent.append(Reading(value: sample, yaw: yaw, time: time))
        if let time {
            let kept = recent.firstIndex { $0.time.map { time - $0 < duration - Self.tolerance } ?? false }
            recent.removeFirst(kept ?? recent.count - 1)
        } else if recent.count > window {
            recent.removeFirst(recent.count - window)
        }
        if recent.count > maximumReadings { recent.removeFirst(recent.count - maximumReadings) }
    }

    /// `sample` as a fraction of the level at `yaw`; nil when there is no level there.
    public func fraction(_ sample: Double, yaw: Double = 0) -> Double? {
        guard let value = value(atYaw: yaw), value > 1e-9 else { return nil }
        return sample / value
    }
}
