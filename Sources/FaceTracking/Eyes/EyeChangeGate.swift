/// Decides, frame by frame, whether one eye must be read again by the iris model or its last reading still
/// holds: the model runs only when the eye may have changed.
///
/// An open eye that stays open looks the same frame after frame, and the iris model (about 0.85 ms an eye)
/// would read the same lids. So each frame the tracker takes the eye's `EyeSignature` (about 11 µs)
/// and compares it with the signature saved when the model last ran on this eye, not with the previous
/// frame's: a lid that closes slowly, a little each frame, still adds up to a change. The model runs when
///
/// - there is no reading yet (the face was just found: the tracker's state, which holds the gates, starts
///   afresh whenever the face is lost or the shot cuts),
/// - the eye has changed: the signatures differ by `Limits.threshold` or more; the model then also runs on
///   the `Limits.settlingFrames` frames after, since the first frame of a blink catches the lid moving
///   and one reading of it may sit anywhere between open and shut,
/// - its last two readings differ by more than `Limits.readingTolerance` (the readings have not settled,
///   or the last one was an outlier that must not stand for the next half second),
/// - or the last reading is `Limits.maximumAge` seconds old.
///
/// Otherwise the last reading is reused. Pure: the caller passes the frame's time and a closure that runs
/// the model.
public struct EyeChangeGate: Hashable, Sendable {
    /// When the model must run again; the defaults are chosen from data (see each).
    public struct Limits: Hashable, Sendable {
        /// The `EyeSignature.difference` at which the eye counts as changed. Chosen from the wink videos
        /// (`.fixtures/winks`, 100–350 px faces, squinting, lit from one side, tilted, with glasses),
        /// Megamind and the face-size videos (`EyeSignatureSurvey` records them, `Benchmarks/
        /// eye-change-survey.py` prints these figures): between consecutive frames an eye shutting or
        /// opening differs by 0.37 or more (0.37 the squint, whose lids are half down while open; 0.49 with
        /// glasses), while an open eye drifting with the head differs from itself up to half a second
        /// earlier by at most 0.15 (99th percentile) on the face-size videos and 0.24–0.33 on the wink
        /// videos, whose heads move more. Replayed over all of them, every wink test passes at any
        /// threshold from 0.15 to 0.3 (with the settling frames and reading tolerance below, and a maximum
        /// age of 0.5 or 1 s); 0.25 is that range's middle.
        public var threshold = 0.25
        /// The model runs at least this often, in seconds, however still the eye: what a change the
        /// signature misses can cost at most.
        public var maximumAge = 0.5
        /// After a change, the model also runs on this many frames: one reading taken as the lid moves may
        /// sit anywhere between open and shut. With none, the squinting video's blink (5 of 6 frames) or
        /// the glasses video's left wink (15–16 of 18) falls under the tests' 90% at thresholds from 0.25
        /// up; with one, the blink does at 0.25 with a 1 s maximum age; with two, every test passes from
        /// 0.15 to 0.3.
        public var settlingFrames = 2
        /// Two readings in a row further apart than this fraction of the earlier one mean the next frame
        /// runs the model too. An open eye's readings vary by about 5% from frame to frame.
        public var readingTolerance = 0.1

        public init() {}

        /// Limits under which the model runs on every frame, as it did before the gate.
        public static let everyFrame: Limits = {
            var limits = Limits()
            limits.threshold = 0
            limits.maximumAge = 0
            return limits
        }()
    }

    /// A reading of the eye's lids by the model, and what the eye looked like then.
    struct Reading: Hashable, Sendable {
        var lidOpening: Double
        var signature: EyeSignature
        var time: Double
    }

    /// The last time the model ran on this eye and read it; nil before the first run.
    private(set) var last: Reading?
    /// Frames on which the model runs whatever the signature says.
    private(set) var pendingRuns = 0

    public init() {}

    /// The eye's lid opening on a frame at `time` (seconds) that looks like `signature`: the last reading
    /// while `limits` let it stand, else what `read` (the model) gives now, which is remembered with
    /// `signature`. A nil from `read` (the model could not run) is not remembered.
    public mutating func lidOpening(
        signature: EyeSignature, time: Double, limits: Limits, read: () -> Double?
    ) -> Double? {
        let changed: Bool
        if let last {
            let fresh = time >= last.time && time - last.time < limits.maximumAge
            changed = signature.difference(from: last.signature) >= limits.threshold
            if fresh, !changed, pendingRuns == 0 { return last.lidOpening }
        } else {
            changed = true
        }
        pendingRuns = changed ? limits.settlingFrames : max(0, pendingRuns - 1)
        guard let reading = read() else {
            last = nil
            return nil
        }
        if let previous = last?.lidOpening, abs(reading - previous) > limits.readingTolerance * previous {
            pendingRuns = max(pendingRuns, 1)
        }
        last = Reading(lidOpening: reading, signature: signature, time: time)
        return reading
    }

    /// Forgets the last reading: the next frame runs the model.
    public mutating func forget() {
        last = nil
        pendingRuns = 0
    }
}
