/// The thresholds of every recogniser and the rules that keep a face from pressing things by accident.
public struct GestureSettings: Hashable, Sendable {
    public var winkLeft: GestureThreshold
    public var winkRight: GestureThreshold
    public var eyesClosed: GestureThreshold
    public var tongueOut: GestureThreshold
    public var mouthOpen: GestureThreshold
    public var tiltLeft: GestureThreshold
    public var tiltRight: GestureThreshold
    /// Seconds after the face is (re)found during which nothing fires.
    public var settleTime: Double
    /// Two-eye closures shorter than this are natural blinks and never fire anything.
    public var naturalBlinkMaximum: Double
    /// Seconds the cursor must rest on one target for a dwell.
    public var dwellTime: Double
    /// Gestures that are recognised at all.
    public var enabled: Set<Gesture>

    public init(
        winkLeft: GestureThreshold, winkRight: GestureThreshold, eyesClosed: GestureThreshold,
        tongueOut: GestureThreshold, mouthOpen: GestureThreshold, tiltLeft: GestureThreshold,
        tiltRight: GestureThreshold, settleTime: Double, naturalBlinkMaximum: Double, dwellTime: Double,
        enabled: Set<Gesture>
    ) {
        self.winkLeft = winkLeft
        self.winkRight = winkRight
        self.eyesClosed = eyesClosed
        self.tongueOut = tongueOut
        self.mouthOpen = mouthOpen
        self.tiltLeft = tiltLeft
        self.tiltRight = tiltRight
        self.settleTime = settleTime
        self.naturalBlinkMaximum = naturalBlinkMaximum
        self.dwellTime = dwellTime
        self.enabled = enabled
    }

    /// Defaults chosen from the synthetic 30 fps streams in `GestureEngineTests`.
    ///
    /// - Holds: winks 0.25 s, tongue 0.3 s, mouth 0.4 s, tilts 0.2 s are long enough to outlast a blink's
    ///   uneven edges (one eye leads or lags by a frame or two, about 70 ms) and tracker flicker, short enough
    ///   to feel immediate. Two-eye closure needs 1 s, well past a natural blink (under 0.4 s); the engine
    ///   never lets it go below `naturalBlinkMaximum`.
    /// - Hysteresis: each signal must reach `on` to start and fall below `off` to end, a gap of 0.2 (about 7°
    ///   for tilts), wider than the tracker's frame-to-frame noise, so jitter at a level is one hold.
    /// - Cooldown 0.8 s (1.5 s for eyes closed, which toggles pause): the seed's 3 s made deliberate repeats
    ///   (two "next" winks) wait. Once-per-hold already stops a long hold from repeating and hysteresis stops
    ///   jitter, so the cooldown only guards against a release-and-retrigger flicker; 0.8 s still lets a user
    ///   repeat a wink at a comfortable pace (a wink plus reopening takes about a second).
    /// - Settle 1 s after the face is found, so a face walking into view or re-found mid-expression does not
    ///   fire; a hold already in progress then must be released and made again.
    public static let `default` = GestureSettings(
        winkLeft: GestureThreshold(on: 0.6, off: 0.4, minimumHold: 0.25, cooldown: 0.8),
        winkRight: GestureThreshold(on: 0.6, off: 0.4, minimumHold: 0.25, cooldown: 0.8),
        eyesClosed: GestureThreshold(on: 0.6, off: 0.4, minimumHold: 1.0, cooldown: 1.5),
        tongueOut: GestureThreshold(on: 0.5, off: 0.3, minimumHold: 0.3, cooldown: 0.8),
        mouthOpen: GestureThreshold(on: 0.5, off: 0.3, minimumHold: 0.4, cooldown: 0.8),
        tiltLeft: GestureThreshold(on: 25 * .pi / 180, off: 18 * .pi / 180, minimumHold: 0.2, cooldown: 0.8),
        tiltRight: GestureThreshold(on: 25 * .pi / 180, off: 18 * .pi / 180, minimumHold: 0.2, cooldown: 0.8),
        settleTime: 1.0, naturalBlinkMaximum: 0.4, dwellTime: 1.5,
        enabled: Set(Gesture.allCases)
    )

    /// The threshold of a recogniser, or nil for dwell (which has only `dwellTime`).
    public func threshold(for gesture: Gesture) -> GestureThreshold? {
        switch gesture {
        case .winkLeft: winkLeft
        case .winkRight: winkRight
        case .eyesClosed: eyesClosed
        case .tongueOut: tongueOut
        case .mouthOpen: mouthOpen
        case .tiltLeft: tiltLeft
        case .tiltRight: tiltRight
        case .dwell: nil
        }
    }
}
