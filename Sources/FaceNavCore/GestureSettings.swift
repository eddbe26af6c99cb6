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

    public static let `default` = GestureSettings(
        winkLeft: GestureThreshold(on: 0.6, off: 0.4, minimumHold: 0.25, cooldown: 1.0),
        winkRight: GestureThreshold(on: 0.6, off: 0.4, minimumHold: 0.25, cooldown: 1.0),
        eyesClosed: GestureThreshold(on: 0.6, off: 0.4, minimumHold: 1.0, cooldown: 1.5),
        tongueOut: GestureThreshold(on: 0.5, off: 0.3, minimumHold: 0.3, cooldown: 1.0),
        mouthOpen: GestureThreshold(on: 0.5, off: 0.3, minimumHold: 0.4, cooldown: 1.0),
        tiltLeft: GestureThreshold(on: 25 * .pi / 180, off: 18 * .pi / 180, minimumHold: 0.2, cooldown: 1.0),
        tiltRight: GestureThreshold(on: 25 * .pi / 180, off: 18 * .pi / 180, minimumHold: 0.2, cooldown: 1.0),
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
