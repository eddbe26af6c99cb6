import FaceNavCore

extension AppState {
    /// Shows the camera or the message history over the app.
    mutating func show(_ screen: AppOverlay, at time: Double) -> [Effect] {
        overlay = screen
        isShowingHelp = false
        if navigation.sheet != nil { navigation.dismissSheet() }
        dwell.reset()
        let close = profile.bindings.first { $0.value == .back }.map { "\($0.key.spokenName), " } ?? ""
        let closing = "Close: \(close)back or Escape."
        let title: String
        switch screen {
        case .camera: title = "Camera"
        case .history: title = "Message history, newest first"
        case .calibration: title = "Calibration"
        }
        return announce("\(title). \(closing)", at: time)
    }

    /// The "‹ Back" target at the top left of the camera and message history screens, for dwell (and the
    /// mouse); nil over the app and in the wizard (which its steps' gestures and Escape leave).
    public var overlayBackButton: Rect? {
        switch overlay {
        case .camera?, .history?: Rect(x: 0, y: 0, width: ScreenLayout.backLabel.count + 2, height: 1)
        default: nil
        }
    }

    /// A frame while a screen is over the app: on the camera and the history the head moves the cursor and
    /// dwell on ‹ Back closes them; the wizard captures, with the cursor and dwell at rest; gestures give
    /// their commands (which the screen reads), except while the wizard measures the eyes, so closing them
    /// cannot cancel it.
    mutating func overlayMeasured(_ measurement: FaceMeasurement, fired: [Gesture]) -> [Effect] {
        let time = measurement.time
        var fired = fired
        var effects: [Effect] = []
        if isInVoiceStep {
            effects += voiceStepMeasured(measurement)
        } else if let back = overlayBackButton, measurement.faceFound, !isPaused, !profile.scanning.isEnabled {
            cursor = clamped(
                headCursor.update(yaw: measurement.yaw, pitch: measurement.pitch, at: time, in: screenSize))
            // Asked every frame, so the gate sees the screen change where the cursor was when it opened.
            let mayDwell = dwellGate.allows(screen: screenKey + "|overlay", cursor: cursor)
            let onBack = mayDwell && back.contains(cursor)
            if face.isSettled(at: time), profile.gestures.enabled.contains(.dwell), profile.command(for: .dwell) != nil,
                dwell.update(target: onBack ? "overlay|back" : nil, at: time)
            {
                // Whatever dwell is bound to, on Back it closes the screen, as every command but pause does.
                fired.append(.dwell)
            }
        } else {
            dwell.reset()
        }
        var eyesMeasured = false
        if case .calibration(let wizard) = overlay {
            eyesMeasured = wizard.capture.currentStep.map { !$0.isPose } ?? false
        }
        effects += calibrationMeasured(measurement)
        guard !eyesMeasured, measurement.faceFound else { return effects }
        for gesture in fired {
            effects.append(.log(AppEvent(time: time, kind: .gesture(gesture))))
            guard let command = profile.command(for: gesture) else { continue }
            if isPaused, command != .pauseResume { continue }
            effects += perform(command, from: .gesture(gesture), at: time)
        }
        return effects
    }

    /// A command while the camera or history is up: `back`, `activate` and the command that opened it
    /// close it; pause and quit work as anywhere.
    mutating func overlayCommand(_ command: Command, from source: InputSource, at time: Double) -> [Effect]? {
        guard let shown = overlay else { return nil }
        if case .calibration = shown {
            // A click on one of the voice step's buttons presses that button.
            if source == .mouse, let button = voiceStepButtons.first(where: { $0.rect.contains(cursor) })?.button {
                return voiceStepCommand(button.command, at: time)
            }
            switch command {
            case .pauseResume: return nil
            default: return calibrationCommand(command, at: time)
            }
        }
        switch command {
        case .back, .activate, .camera, .history:
            overlay = nil
            return announce("Closed", at: time)
        case .pauseResume, .quit, .settings, .help, .recenter:
            overlay = nil
            return nil
        default:
            return []
        }
    }

    /// Keys while a screen is over the app: Escape or Backspace closes it (cancels the wizard); `r` redoes
    /// a calibration step; `p` and `q` work as anywhere.
    mutating func overlayKey(_ key: Key, at time: Double) -> [Effect]? {
        guard overlay != nil else { return nil }
        switch key {
        case .escape, .backspace: return perform(.back, from: .key, at: time)
        case .character("r"): return perform(.next, from: .key, at: time)
        case .enter, .character(" "): return perform(.activate, from: .key, at: time)
        case .character("p"): return perform(.pauseResume, from: .key, at: time)
        case .character("q"): return perform(.quit, from: .key, at: time)
        default: return []
        }
    }
}

extension AppState {
    /// Opens the hands-free help sheet, or closes it when it is up; without it, the keys' help overlay.
    mutating func toggleHelpSheet(at time: Double) -> [Effect] {
        if navigation.sheet == Self.helpSceneID { return goBack(at: time) }
        guard app.scenes[Self.helpSceneID] != nil else {
            isShowingHelp.toggle()
            return []
        }
        return openScene(Self.helpSceneID, at: time)
    }
}
