import FaceNavCore

/// Turns a stream of face measurements into fired gestures (all but dwell, which needs the cursor).
///
/// One `GestureRecognizer` per gesture reads a signal that rises with the gesture:
///
/// | gesture      | signal                                   |
/// |--------------|------------------------------------------|
/// | `winkLeft`   | 1 while the left eye is shut (`EyeClosure`) and its course is a wink (`WinkCourse`), else 0 |
/// | `winkRight`  | the same for the right eye                |
/// | `eyesClosed` | `min(1 - eyeLeft, 1 - eyeRight)`         |
/// | `tongueOut`  | `tongue`                                 |
/// | `mouthOpen`  | `mouth`                                  |
/// | `tiltLeft`   | `roll` (radians)                         |
/// | `tiltRight`  | `-roll` (radians)                        |
///
/// A wink's signal is high only while the winking eye is shut *and* the other stayed open, so a two-eye
/// closure reads as no wink. Each eye's state is judged over its readings of the last 0.1 s, whatever the
/// frame rate (`EyeClosure`: at 30 fps two of three at the wink's `on` shut it, two of three below its `off`
/// open it), so one bad frame neither shuts the open eye mid-wink nor opens the winking one; the other eye is
/// judged over the whole closure so far (`WinkCourse`: its median closure under its own shut level, the
/// wink's `on`), so a noisy open eye that reads shut on some frames does not end the wink. The readings are
/// each eye's openness against the user's own open level (the tracker's running open-eye baseline), and the
/// levels are the user's own once calibrated (`CalibrationResult.gestureSettings`). The safety rules on top,
/// which keep a face from pressing things by accident:
/// - Nothing fires while no face is found; losing it cancels every hold.
/// - Nothing fires for `settleTime` seconds after the face is found (the first frame of a stream, or the
///   first after a lost stretch), and a gesture already held then must be released and made again. A face
///   that had settled and that the tracker finds again a moment after losing it, at about the same place
///   and size (`FaceMeasurement.resumed`), stays settled and its eyes' states and course go on from before
///   the loss; a gesture held as it was lost must still be released and made again.
/// - `eyesClosed` needs at least `naturalBlinkMaximum` seconds of hold whatever its threshold says, so a
///   natural blink never fires it.
/// - A blink's edges look like short winks, because one eye closes or opens a frame before the other. A
///   closure is therefore no wink while both eyes are shut having shut within `WinkCourse.blinkSpread` of
///   each other, or when the other eye read shut over most of it (`WinkCourse`): a blink is told from a wink
///   by both eyes' course over the whole closure, not by one frame.
/// - A closure slower than a wink's (the eye took more than `WinkCourse.closingTime` to go from open to
///   shut, as eyes dozing off do) is no wink.
/// - An eye's closure is no wink for a few seconds after a blink the other eye's reader missed (this eye
///   alone shut for a blink's length, the other read open throughout; `WinkCourse.missedBlinkLength`): that
///   reader cannot tell this eye's winks from blinks.
/// - With `blinkDip` set (0.05 s by default), a wink whose other eye read shut for a moment as it began, too
///   briefly for its vote (one frame at 15 fps), fires no sooner than `naturalBlinkMaximum` after its eye
///   shut (`WinkCourse.doubtfulSince`): a blink's lingering eye has opened by then.
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
    /// Seconds the other eye must read shut near a closure's start to make its wink doubtful though its vote
    /// never shut it (`WinkCourse.blinkDip`): a doubtful wink fires no sooner than `naturalBlinkMaximum` after
    /// its eye shut. Nil leaves the rule out.
    public var blinkDip: Double? {
        get { course.blinkDip }
        set { course.blinkDip = newValue }
    }

    /// The gestures this engine recognises, in the order `update` reports them.
    public static let recognized: [Gesture] = Gesture.allCases.filter { $0 != .dwell }

    private var recognizers: [Gesture: GestureRecognizer]
    private var lastTime: Double?
    /// When the face was found after a lost stretch; nil while it is lost (or before the first frame).
    private var foundSince: Double?
    /// The settled face as it was lost, while it is lost: a face resumed from it goes on from there.
    private var lostFace: LostFace?
    /// Each eye's shut or open state, the user's left first.
    private var eyes = [EyeClosure(), EyeClosure()]
    /// Both eyes' course since each shut: whether a closure is a wink.
    private var course = WinkCourse()
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
        let previousTime = lastTime
        lastTime = time

        guard measurement.faceFound else {
            // The face was found on the previous frame (else `foundSince` would be nil); settled then?
            if let foundSince, let previousTime, previousTime - foundSince >= settings.settleTime {
                lostFace = LostFace(foundSince: foundSince, eyes: eyes, course: course)
            }
            foundSince = nil
            risingSince = [:]
            resetEyes()
            cancelAll()
            held = nil
            return []
        }
        if foundSince == nil, measurement.resumed, let lostFace {
            foundSince = lostFace.foundSince
            eyes = lostFace.eyes
            course = lostFace.course
        }
        lostFace = nil
        let foundAt = foundSince ?? time
        foundSince = foundAt
        let settled = time - foundAt >= settings.settleTime

        let closureLeft = Self.unit(1 - measurement.eyeLeft)
        let closureRight = Self.unit(1 - measurement.eyeRight)
        updateEyes(closureLeft: closureLeft, closureRight: closureRight, at: time, settled: settled)
        let tongueOut = measurement.tongue >= settings.tongueOut.off
        mouthOpenVetoed = measurement.mouth >= settings.mouthOpen.off && (mouthOpenVetoed || tongueOut)

        var fired: [Gesture] = []
        var strongest: GestureProgress?
        for gesture in Self.recognized {
            guard var recognizer = recognizers[gesture] else { continue }
            recognizer.threshold = effectiveThreshold(for: gesture, at: time, holdStart: recognizer.holdStart)
            let signal = self.signal(for: gesture, measurement, closureLeft: closureLeft, closureRight: closureRight)
            // A wink's signal is the judged state (shut after two of three frames at 30 fps); its onset is read
            // from the eye's own closure, which starts to rise a frame or two earlier, before the lid has moved
            // the head.
            let rising =
                gesture == .winkLeft ? closureLeft : gesture == .winkRight ? closureRight : signal
            if rising >= recognizer.threshold.off / 2 {
                if risingSince[gesture] == nil { risingSince[gesture] = time }
            } else {
                risingSince[gesture] = nil
            }
            let vetoed =
                !settled || !settings.enabled.contains(gesture)
                || (gesture == .mouthOpen && mouthOpenVetoed)
            let firedNow = recognizer.update(signal: signal, at: time, allowed: !vetoed)
            if firedNow { fired.append(gesture) }
            if let eye = gesture == .winkLeft ? 0 : gesture == .winkRight ? 1 : nil, signal >= 0.5,
                firedNow || recognizer.lastFiring.map({ time - $0 < recognizer.threshold.cooldown }) == true
            {
                // A wink, or one made again within the cooldown: not a blink the other eye missed.
                course.markWink(eye: eye)
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
        resetEyes()
        for gesture in Self.recognized {
            recognizers[gesture]?.cancel()
            recognizers[gesture]?.forgetCooldown()
        }
        foundSince = nil
        lostFace = nil
        held = nil
    }

    /// Updates each eye's state and both eyes' course.
    private mutating func updateEyes(closureLeft: Double, closureRight: Double, at time: Double, settled: Bool) {
        eyes[0].update(
            closure: closureLeft, at: time, shutLevel: settings.winkLeft.on, openLevel: settings.winkLeft.off)
        eyes[1].update(
            closure: closureRight, at: time, shutLevel: settings.winkRight.on, openLevel: settings.winkRight.off)
        course.record(
            time: time, closures: [closureLeft, closureRight], shut: [eyes[0].isShut, eyes[1].isShut], settled: settled,
            openLevels: [settings.winkLeft.off, settings.winkRight.off],
            shutLevels: [settings.winkLeft.on, settings.winkRight.on])
    }

    private mutating func resetEyes() {
        eyes = [EyeClosure(), EyeClosure()]
        course.reset()
    }

    /// `gesture`'s threshold on a frame at `time`, its hold (if any) begun at `holdStart`.
    private func effectiveThreshold(for gesture: Gesture, at time: Double, holdStart: Double?) -> GestureThreshold {
        guard var threshold = settings.threshold(for: gesture) else {
            return GestureThreshold(on: 1, off: 0, minimumHold: 0, cooldown: 0)
        }
        if gesture == .eyesClosed {
            threshold.minimumHold = max(threshold.minimumHold, settings.naturalBlinkMaximum)
        }
        if gesture == .winkLeft || gesture == .winkRight {
            // The wink's signal is 0 or 1 (its levels already judged each eye's state).
            threshold.on = 0.5
            threshold.off = 0.5
            if let since = course.doubtfulSince(eye: gesture == .winkLeft ? 0 : 1) {
                // No sooner than a natural blink's longest after the eye shut, whenever this hold began.
                threshold.minimumHold = max(
                    threshold.minimumHold, since + settings.naturalBlinkMaximum - (holdStart ?? time))
            }
        }
        return threshold
    }

    private func signal(
        for gesture: Gesture, _ measurement: FaceMeasurement, closureLeft: Double, closureRight: Double
    ) -> Double {
        switch gesture {
        case .winkLeft:
            course.isWink(eye: 0, otherEyeShutLevel: settings.winkRight.on) ? 1 : 0
        case .winkRight:
            course.isWink(eye: 1, otherEyeShutLevel: settings.winkLeft.on) ? 1 : 0
        case .eyesClosed: min(closureLeft, closureRight)
        case .tongueOut: measurement.tongue
        case .mouthOpen: measurement.mouth
        case .tiltLeft: measurement.roll
        case .tiltRight: -measurement.roll
        case .dwell: 0
        }
    }

    /// What the engine knew of a settled face when it was lost.
    private struct LostFace: Hashable, Sendable {
        var foundSince: Double
        var eyes: [EyeClosure]
        var course: WinkCourse
    }

    /// Clamps into 0...1, with anything not finite as 0.
    private static func unit(_ value: Double) -> Double {
        value.isFinite ? min(max(value, 0), 1) : 0
    }
}
