import FaceNavCore

extension AppState {
    /// Opens the calibration wizard and says its first step and how to redo or cancel.
    public mutating func startCalibration(at time: Double) -> [Effect] {
        let wizard = CalibrationWizard()
        overlay = .calibration(wizard)
        isShowingHelp = false
        dwell.reset()
        let first = wizard.capture.currentStep?.instruction ?? ""
        return announce(
            "Calibration. \(first). \(calibrationHint).", priority: .important, at: time)
    }

    /// How to redo and cancel, in the user's own bindings: "wink right or r redoes a step; wink left or
    /// Escape cancels".
    var calibrationHint: String {
        let redo = profile.bindings.first { $0.value == .next }.map { "\($0.key.spokenName) or " } ?? ""
        let cancel = profile.bindings.first { $0.value == .back }.map { "\($0.key.spokenName) or " } ?? ""
        return "\(redo)r redoes a step; \(cancel)Escape cancels"
    }

    /// A frame while the wizard is up: the capture sees it (not while paused) and says each capture and
    /// the next step; the last capture saves the calibration.
    mutating func calibrationMeasured(_ measurement: FaceMeasurement) -> [Effect] {
        guard case .calibration(var wizard) = overlay, wizard.voice == nil, !isPaused else { return [] }
        let time = measurement.time
        guard let step = wizard.capture.update(measurement) else {
            overlay = .calibration(wizard)
            return []
        }
        wizard.lastCaptured = step
        overlay = .calibration(wizard)
        let captured = "Captured \(step.name): \(wizard.describe(step) ?? "")."
        if let result = wizard.capture.result {
            return startVoiceStep(in: wizard, after: finishCalibration(result, said: captured, at: time), at: time)
        }
        return announce("\(captured) \(wizard.capture.currentStep?.instruction ?? "")", at: time)
    }

    /// A command while the wizard is up: `next` redoes the step, `back` and `quit` cancel, the rest wait.
    /// In the voice step, see `voiceStepCommand`.
    mutating func calibrationCommand(_ command: Command, at time: Double) -> [Effect] {
        guard case .calibration(var wizard) = overlay else { return [] }
        if wizard.voice != nil { return voiceStepCommand(command, at: time) }
        switch command {
        case .next:
            wizard.capture.redo()
            wizard.lastCaptured = nil
            overlay = .calibration(wizard)
            return announce("Again. \(wizard.capture.currentStep?.instruction ?? "")", at: time)
        case .back, .quit:
            overlay = nil
            gestures.reset()
            return announce("Calibration cancelled; nothing changed", priority: .important, at: time)
        default:
            return []
        }
    }

    /// Applies a finished calibration: the new limits and thresholds at once, the neutral pose as centre,
    /// and the profile saved. The voice step (`startVoiceStep`) follows.
    mutating func finishCalibration(_ result: CalibrationResult, said captured: String, at time: Double) -> [Effect] {
        overlay = nil
        // The closed eyes of the last step must open before they can pause.
        gestures.reset()
        apply(result.applied(to: profile))
        headCursor.recenter(yaw: result.neutral.yaw, pitch: result.neutral.pitch)
        let limits = profile.sensitivity
        func degrees(_ radians: Double) -> Int { Int((radians * 180 / .pi).rounded()) }
        return [.saveProfile(profile)]
            + announce(
                "\(captured) Calibration saved: left \(degrees(limits.limitLeft)), right \(degrees(limits.limitRight)), "
                    + "up \(degrees(limits.limitTop)), down \(degrees(limits.limitBottom)) degrees.",
                priority: .important, at: time)
    }

    /// Makes `changed` the profile and brings the cursor, recognisers and dwell in line with it at once,
    /// keeping the neutral pose and what is held.
    mutating func apply(_ changed: Profile) {
        profile = changed
        headCursor.mode = changed.cursorMode
        headCursor.sensitivity = changed.sensitivity
        headCursor.filter = changed.filter
        headCursor.joystick = changed.joystick
        gestures.settings = changed.gestures
        dwell.duration = changed.gestures.dwellTime
    }
}
