/// Turns a stream of face measurements into fired gestures (all but dwell, which needs the cursor).
///
/// One `GestureRecognizer` per gesture reads a signal that rises with the gesture:
///
/// | gesture      | signal                                   |
/// |--------------|------------------------------------------|
/// | `winkLeft`   | `min(1 - eyeLeft, eyeRight)`             |
/// | `winkRight`  | `min(1 - eyeRight, eyeLeft)`             |
/// | `eyesClosed` | `min(1 - eyeLeft, 1 - eyeRight)`         |
/// | `tongueOut`  | `tongue`                                 |
/// | `mouthOpen`  | `mouth`                                  |
/// | `tiltLeft`   | `roll` (radians)                         |
/// | `tiltRight`  | `-roll` (radians)                        |
///
/// A wink's signal is high only while the winking eye is closed *and* the other is open, so a two-eye
/// closure reads as no wink. The safety rules on top, which keep a face from pressing things by accident:
/// - Nothing fires while no face is found; losing it cancels every hold.
/// - Nothing fires for `settleTime` seconds after the face is found (the first frame of a stream, or the
///   first after a lost stretch), and a gesture already held then must be released and made again.
/// - `eyesClosed` needs at least `naturalBlinkMaximum` seconds of hold whatever its threshold says, so a
///   natural blink never fires it.
/// - A blink's edges look like short winks, because one eye closes or opens a frame before the other. A wink
///   is therefore vetoed when both eyes were closed (each at least `eyesClosed.off`) at any time since the
///   winking eye last closed, so it fires only if that eye closed while the other stayed open.
/// - Putting the tongue out opens the mouth. `mouthOpen` is therefore vetoed for a mouth opening during
///   which the tongue was out (at least `tongueOut.off`), so a tongue-out never also fires a mouth-open.
/// - A gesture not in `settings.enabled` never fires; it must be released and made again once enabled.
/// - Time comes only from `measurement.time`. A frame whose time is not later than the previous one is
///   ignored, unless time went backwards, which starts a new stream: holds are cancelled, cooldowns
///   forgotten and the face settles again.
public struct GestureEngine: Hashable, Sendable {
    public var settings: GestureSettings
    /// The gesture held now with its progress towards firing, if any.
    public private(set) var held: GestureProgress?

    /// The gestures this engine recognises, in the order `update` reports them.
    public static let recognized: [Gesture] = Gesture.allCases.filter { $0 != .dwell }

    private var recognizers: [Gesture: GestureRecognizer]
    private var lastTime: Double?
    /// When the face was found after a lost stretch; nil while it is lost (or before the first frame).
    private var foundSince: Double?
    /// Whether both eyes were closed since the left (right) eye last closed: vetoes a left (right) wink.
    private var leftWinkVetoed = false
    private var rightWinkVetoed = false
    /// Whether the tongue was out since the mouth last opened: vetoes a mouth-open.
    private var mouthOpenVetoed = false
    /// When each gesture's signal began to rise (first reached half its `off` level), while it stays up.
    private var risingSince: [Gesture: Double] = [:]

    public init(settings: GestureSettings = .default) {
        self.settings = settings
        var recognizers: [Gesture: GestureRecognizer] = [:]
        for gesture in Self.recognized {
            let threshold =
                settings.threshold(for: gesture) ?? GestureThreshold(on: 1, off: 0, minimumHold: 0, cooldown: 0)
            recognizers[gesture] = GestureRecognizer(gesture: gesture, threshold: threshold)
        }
        self.recognizers = recognizers
    }

    /// Feeds one frame; returns the gestures that fire on it, in a stable order.
    public mutating func update(_ measurement: FaceMeasurement) -> [Gesture] {
        let time = measurement.time
        guard time.isFinite else { return [] }
        if let lastTime, time <= lastTime {
            if time < lastTime { restart() }
            self.lastTime = time
            return []
        }
        lastTime = time

        guard measurement.faceFound else {
            foundSince = nil
            risingSince = [:]
            cancelAll()
            held = nil
            return []
        }
        let foundAt = foundSince ?? time
        foundSince = foundAt
        let settled = time - foundAt >= settings.settleTime

        let closureLeft = Self.unit(1 - measurement.eyeLeft)
        let closureRight = Self.unit(1 - measurement.eyeRight)
        updateWinkVetoes(closureLeft: closureLeft, closureRight: closureRight)
        let tongueOut = measurement.tongue >= settings.tongueOut.off
        mouthOpenVetoed = measurement.mouth >= settings.mouthOpen.off && (mouthOpenVetoed || tongueOut)

        var fired: [Gesture] = []
        var strongest: GestureProgress?
        for gesture in Self.recognized {
            guard var recognizer = recognizers[gesture] else { continue }
            recognizer.threshold = effectiveThreshold(for: gesture)
            let signal = Self.signal(for: gesture, measurement, closureLeft: closureLeft, closureRight: closureRight)
            if signal >= recognizer.threshold.off / 2 {
                if risingSince[gesture] == nil { risingSince[gesture] = time }
            } else {
                risingSince[gesture] = nil
            }
            let vetoed =
                !settled || !settings.enabled.contains(gesture)
                || (gesture == .winkLeft && leftWinkVetoed) || (gesture == .winkRight && rightWinkVetoed)
                || (gesture == .mouthOpen && mouthOpenVetoed)
            if recognizer.update(signal: signal, at: time, allowed: !vetoed) {
                fired.append(gesture)
            }
            if let progress = recognizer.progress(at: time), progress > (strongest?.progress ?? -1) {
                strongest = GestureProgress(gesture: gesture, progress: progress)
            }
            recognizers[gesture] = recognizer
        }
        held = strongest
        return fired
    }

    /// When the gesture began: the first frame of its signal's present rise (half way to its `off` level,
    /// before the face has moved much), nil when it is not rising. Read when it fires, to press what the
    /// cursor held before the gesture moved the head.
    public func onset(of gesture: Gesture) -> Double? { risingSince[gesture] }

    /// Forgets every hold (used on pause); cooldowns are kept.
    ///
    /// A gesture held now must be released before it can fire again, so the eye closure that paused does not
    /// also resume.
    public mutating func reset() {
        cancelAll()
        held = nil
    }

    private mutating func cancelAll() {
        for gesture in Self.recognized { recognizers[gesture]?.cancel() }
    }

    private mutating func restart() {
        for gesture in Self.recognized {
            recognizers[gesture]?.cancel()
            recognizers[gesture]?.forgetCooldown()
        }
        foundSince = nil
        held = nil
    }

    /// Marks a wink vetoed when both eyes close during its eye's closure; clears it when that eye opens.
    private mutating func updateWinkVetoes(closureLeft: Double, closureRight: Double) {
        let bothClosed = min(closureLeft, closureRight) >= settings.eyesClosed.off
        leftWinkVetoed = closureLeft >= settings.winkLeft.off && (leftWinkVetoed || bothClosed)
        rightWinkVetoed = closureRight >= settings.winkRight.off && (rightWinkVetoed || bothClosed)
    }

    private func effectiveThreshold(for gesture: Gesture) -> GestureThreshold {
        guard var threshold = settings.threshold(for: gesture) else {
            return GestureThreshold(on: 1, off: 0, minimumHold: 0, cooldown: 0)
        }
        if gesture == .eyesClosed {
            threshold.minimumHold = max(threshold.minimumHold, settings.naturalBlinkMaximum)
        }
        return threshold
    }

    private static func signal(
        for gesture: Gesture, _ measurement: FaceMeasurement, closureLeft: Double, closureRight: Double
    ) -> Double {
        switch gesture {
        case .winkLeft: min(closureLeft, 1 - closureRight)
        case .winkRight: min(closureRight, 1 - closureLeft)
        case .eyesClosed: min(closureLeft, closureRight)
        case .tongueOut: measurement.tongue
        case .mouthOpen: measurement.mouth
        case .tiltLeft: measurement.roll
        case .tiltRight: -measurement.roll
        case .dwell: 0
        }
    }

    /// Clamps into 0...1, with anything not finite as 0.
    private static func unit(_ value: Double) -> Double {
        value.isFinite ? min(max(value, 0), 1) : 0
    }
}
