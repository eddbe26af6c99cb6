import FaceNavCore

/// Decides when the pose a user holds becomes neutral by itself: when a face is first found, and again
/// after it was lost for longer than `lostTime`.
///
/// While armed, it watches yaw and pitch over the last `steadyTime` seconds; once that window is still
/// against the tracker's own measured jitter (`StillnessWindow`: no drift and no sway beyond a few times
/// the frame-to-frame noise, at least `tolerance`, at most `maximumTolerance`), its median is the new
/// neutral and it disarms, so a user who then turns their head to aim is not recentred. A short loss (looking away, a hand over the
/// face) keeps the old neutral. `arm()` starts again on request (a "recenter" command with a delay).
public struct AutoCentering: Hashable, Sendable {
    /// Seconds the head must stay still to be taken as neutral.
    public var steadyTime: Double
    /// The least drift, in radians, that still counts as still (for a tracker that hardly jitters).
    public var tolerance: Double
    /// The most drift, in radians, ever taken for jitter rather than a head that moves.
    public var maximumTolerance: Double
    /// Seconds without a face after which the next face is centred again.
    public var lostTime: Double
    /// True while waiting for a steady pose to take as neutral.
    public private(set) var isArmed = true
    private var window: StillnessWindow
    private var lostSince: Double?

    /// A second's window, allowing 0.03 rad (1.7°) of drift at least and 0.15 rad (8.6°) at most: the
    /// real videos' trackers jitter by 0.005 to 0.05 rad a frame, a deliberate aim moves further; three
    /// seconds away counts as having left.
    public init(
        steadyTime: Double = 1.0, tolerance: Double = 0.03, maximumTolerance: Double = 0.15, lostTime: Double = 3.0
    ) {
        self.steadyTime = steadyTime
        self.tolerance = tolerance
        self.maximumTolerance = maximumTolerance
        self.lostTime = lostTime
        self.window = StillnessWindow(duration: steadyTime, tolerance: tolerance, maximumTolerance: maximumTolerance)
    }

    /// How far the current stillness is towards centring, 0...1; 0 when not armed.
    public var progress: Double { isArmed ? window.progress : 0 }

    /// Feeds one measurement; returns the new neutral pose when the held pose becomes neutral.
    public mutating func update(_ measurement: FaceMeasurement) -> NeutralPose? {
        let time = measurement.time
        guard measurement.faceFound else {
            window.reset()
            if let since = lostSince {
                if time - since > lostTime { isArmed = true }
            } else {
                lostSince = time
            }
            return nil
        }
        if let since = lostSince, time - since > lostTime { isArmed = true }
        lostSince = nil
        guard isArmed else { return nil }
        window.duration = steadyTime
        window.tolerance = tolerance
        window.maximumTolerance = max(maximumTolerance, tolerance)
        window.add([measurement.yaw, measurement.pitch], at: time)
        guard window.isStill, let median = window.median else { return nil }
        isArmed = false
        window.reset()
        return NeutralPose(yaw: median[0], pitch: median[1])
    }

    /// Waits for the next steady pose and takes it as neutral.
    public mutating func arm() {
        isArmed = true
        window.reset()
    }
}
