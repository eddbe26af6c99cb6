/// One eye's state, shut or open, judged over its readings of the last tenth of a second (or its last three
/// readings, when slower) so that one bad frame changes nothing, whatever the camera's frame rate.
///
/// The eye shuts when at least `votes` of its readings over the last `window` seconds reach the shut level
/// (a wink's `on` for that eye) and opens again when at least `votes` of them fall below the open level (its
/// `off`): hysteresis between the levels, and a vote over the window. A single noisy frame (an open eye read
/// 0.49 once on a noisy camera) neither shuts an open eye nor opens a shut one; a real closure is seen a
/// frame or so later than its first shut reading.
///
/// Why seconds: the vote was two of the last three readings, a tenth of a second at 30 fps but a twentieth
/// at 60, where two noisy frames in a row (a thirtieth of a second) opened a winking eye and broke its hold,
/// or shut the open eye beside a wink and made it a blink. At 30 fps the window holds the same three
/// readings and the vote is the same two of them. Below 30 fps (a webcam in dim light drops to 15) it holds
/// the last `leastReadings`, three, as before: both of the last two, the same tenth of a second at 15 fps,
/// let one frame, now as long as two at 30, count as half the vote, and on the wink set's tune part fed at
/// 15 fps fired two more false winks (86 of 104 winks, 10 false, against 85 and 8; BENCHMARKS "The
/// recogniser at 15 fps").
public struct EyeClosure: Hashable, Sendable {
    /// Seconds of readings a decision looks at: three frames at 30 fps, six at 60.
    public static let window = 0.1
    /// The share of the window's readings that must agree: two of three at 30 fps, four of six at 60.
    public static let votes = 2.0 / 3
    /// The fewest readings a decision looks at, at any frame rate: at 15 fps two of three must agree.
    public static let leastReadings = 3
    /// The fewest readings that must agree, at any frame rate: one frame alone never changes the state.
    public static let leastVotes = 2
    /// Slack for comparing frame times with `window`.
    static let tolerance = 1e-6
    /// The most readings kept however fast they come (a tenth of a second at 240 fps).
    static let capacity = 24

    /// Whether the eye is shut now.
    public private(set) var isShut = false
    /// The closures (1 - openness) over the last `window` seconds and their frames' times, oldest first.
    private var recent: [Reading] = []

    struct Reading: Hashable, Sendable {
        var time: Double
        var closure: Double
    }

    public init() {}

    /// Takes the eye's closure on a new frame at `time` (seconds): it shuts at `shutLevel` or more and opens
    /// below `openLevel`.
    public mutating func update(closure: Double, at time: Double, shutLevel: Double, openLevel: Double) {
        if let last = recent.last, time < last.time { recent = [] }
        recent.append(Reading(time: time, closure: closure))
        while recent.count > Self.leastReadings, time - recent[0].time > Self.window - Self.tolerance {
            recent.removeFirst()
        }
        if recent.count > Self.capacity { recent.removeFirst(recent.count - Self.capacity) }
        let needed = max(Self.leastVotes, Int((Self.votes * Double(recent.count) - Self.tolerance).rounded(.up)))
        if isShut {
            if recent.filter({ $0.closure < openLevel }).count >= needed { isShut = false }
        } else if recent.filter({ $0.closure >= shutLevel }).count >= needed {
            isShut = true
        }
    }

    /// Forgets the readings: the face was lost or the stream started again.
    public mutating func reset() {
        recent = []
        isShut = false
    }
}
