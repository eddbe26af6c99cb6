import FaceNavCore

/// The face as every feature watches it: its gesture recognisers, whether it is in view, and since when.
///
/// The app, the game and every later feature hold one, so a face is lost, found and settled the same way
/// everywhere: "Face lost" is said (important) the first frame without it, "Face found" the first frame
/// with it, and gestures (through `GestureEngine`) and dwell wait `settleTime` after it is found.
public struct WatchedFace: Hashable, Sendable {
    public var gestures: GestureEngine
    /// True from the first frame with a face to the first without.
    public private(set) var isVisible = false
    /// When the face was last found; nil while it is lost.
    public private(set) var foundAt: Double?
    /// The latest frame.
    public private(set) var last: FaceMeasurement?

    public init(settings: GestureSettings = .default) {
        gestures = GestureEngine(settings: settings)
    }

    /// The face came into view or left it, on this frame.
    public enum Change: Hashable, Sendable {
        case found
        case lost

        /// The event-log line's kind.
        public var event: AppEventKind { self == .found ? .faceFound : .faceLost }

        /// What is said: losing the face interrupts, since nothing will be pressed until it is back.
        public var announcement: Announcement {
            self == .found ? Announcement("Face found") : Announcement("Face lost", priority: .important)
        }
    }

    /// What one frame did.
    public struct Frame: Hashable, Sendable {
        public var change: Change?
        /// The gestures that fired on it, in `GestureEngine`'s order.
        public var fired: [Gesture]
    }

    /// Feeds one frame: the recognisers, then whether the face was found or lost.
    public mutating func update(_ measurement: FaceMeasurement) -> Frame {
        last = measurement
        let fired = gestures.update(measurement)
        if !measurement.faceFound {
            guard isVisible else { return Frame(change: nil, fired: fired) }
            forget()
            return Frame(change: .lost, fired: fired)
        }
        guard !isVisible else { return Frame(change: nil, fired: fired) }
        isVisible = true
        foundAt = measurement.time
        return Frame(change: .found, fired: fired)
    }

    /// Whether the face has been in view for the settle time at `time`: dwell may run.
    public func isSettled(at time: Double) -> Bool {
        foundAt.map { time - $0 >= gestures.settings.settleTime } ?? false
    }

    /// Out of view until the next frame with a face (the emulated face was turned off).
    public mutating func forget() {
        isVisible = false
        foundAt = nil
    }
}
