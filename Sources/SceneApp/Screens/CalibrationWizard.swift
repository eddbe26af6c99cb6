/// The calibration wizard's screen state: the capture it runs and what it last captured, for the screen.
///
/// Driven by the face alone: each step is captured once the head (or the eyes) has been still for a
/// moment. Hands-free, the command bound to `next` (wink right by default, or the word "next") redoes
/// the step, and `back` (wink left, or "back") cancels; while the eyes are measured no gesture is read,
/// so closing them cannot cancel. Keys: `r` redo, Escape cancel.
///
/// After the face steps comes the voice step (`voice`), when voice input is on: each command word said
/// twice, learnt into the profile. Settings' "Learn my voice" opens the wizard at that step alone.
public struct CalibrationWizard: Hashable, Sendable {
    public var capture: CalibrationCapture
    /// The step captured last and its reading, shown until the next capture.
    public var lastCaptured: CalibrationStep?
    /// The voice step, once the face steps are done (or straight away from settings).
    public var voice: VoiceEnrolmentStep?

    public init(capture: CalibrationCapture = CalibrationCapture()) {
        self.capture = capture
    }

    /// The reading captured for `step`, in the words and units the screen shows: degrees from the
    /// centre for the limits, openness for the eyes.
    public func describe(_ step: CalibrationStep) -> String? {
        guard let reading = capture.captured[step] else { return nil }
        let centre = capture.captured[.centre] ?? CalibrationReading()
        func degrees(_ radians: Double) -> String { "\(Int((radians * 180 / .pi).rounded())) degrees" }
        switch step {
        case .centre: return "yaw \(degrees(reading.yaw)), pitch \(degrees(reading.pitch))"
        case .up: return degrees(reading.pitch - centre.pitch)
        case .down: return degrees(centre.pitch - reading.pitch)
        case .left: return degrees(reading.yaw - centre.yaw)
        case .right: return degrees(centre.yaw - reading.yaw)
        case .eyesOpen, .eyesClosed:
            return
                "eyes \(Int((reading.eyeLeft * 100).rounded()))% and \(Int((reading.eyeRight * 100).rounded()))% open"
        }
    }
}
