import FaceNavCore

extension AppState {
    /// Whether the wizard is at its voice step, where every word heard is a take.
    public var isInVoiceStep: Bool {
        guard case .calibration(let wizard) = overlay else { return false }
        return wizard.voice != nil
    }

    /// Opens the wizard at its voice step alone (settings, Voice commands, "Learn my voice").
    public mutating func startVoiceEnrolment(at time: Double) -> [Effect] {
        isShowingHelp = false
        if navigation.sheet != nil { navigation.dismissSheet() }
        return startVoiceStep(in: CalibrationWizard(), after: [], at: time)
    }

    /// The voice step after `earlier` (the face steps' saving): the first take asked for, or, with no voice
    /// input, said to be skipped and the wizard closed.
    mutating func startVoiceStep(in wizard: CalibrationWizard, after earlier: [Effect], at time: Double) -> [Effect] {
        guard listensToVoice, !profile.voice.words.isEmpty else {
            overlay = nil
            return earlier
                + announce(
                    "Voice step skipped: voice input is off. Start FaceNav with --voice to teach it your voice.",
                    at: time)
        }
        var wizard = wizard
        var step = VoiceEnrolmentStep(words: profile.voice.words.keys)
        let text =
            "Voice step: say each command word twice when asked, so FaceNav learns your voice. "
            + "\(voiceStepHint). Say: \(step.currentTakeName ?? "")"
        // The prompt is heard after what was said before it (queued, not cutting it short).
        let before = earlier.compactMap { effect -> String? in
            guard case .announce(let announcement) = effect else { return nil }
            return announcement.text
        }
        step.ask(at: time, after: spokenDelay((before + [text]).joined(separator: " ")))
        wizard.voice = step
        overlay = .calibration(wizard)
        dwell.reset()
        return earlier + announce(text, at: time)
    }

    /// How to go on without a voice, in the user's own bindings: "wink right or r asks again; tongue out or
    /// Enter skips the word; wink left or Escape stops; or dwell on the buttons".
    var voiceStepHint: String {
        func binding(_ command: Command) -> String {
            Gesture.allCases.first { $0 != .dwell && profile.bindings[$0] == command }.map { "\($0.spokenName) or " }
                ?? ""
        }
        return "\(binding(.next))r asks again; \(binding(.activate))Enter skips the word; "
            + "\(binding(.back))Escape stops; or dwell on the buttons"
    }

    /// Seconds the spoken `text` takes at the profile's speech rate, plus a moment: the microphone may hear
    /// the prompt itself until then. None when nothing is spoken.
    func spokenDelay(_ text: String) -> Double {
        guard hasVoice, profile.speech.isEnabled else { return 0 }
        let words = text.split(whereSeparator: { $0 == " " }).count
        return Double(words) * 60 / Double(max(profile.speech.rate, 60)) + 1
    }

    /// What the voice input reports: whether it listens, and each utterance (a take in the voice step).
    mutating func voiceEvent(_ event: VoiceInputEvent, at time: Double) -> [Effect] {
        switch event {
        case .listening:
            listensToVoice = true
            refreshSettingsLabels()
            return []
        case .off:
            listensToVoice = false
            refreshSettingsLabels()
            guard case .calibration(let wizard) = overlay, let step = wizard.voice else { return [] }
            return finishVoiceStep(step, said: "Voice input stopped.", at: time)
        case .utterance(let words):
            guard case .calibration(let wizard) = overlay, var step = wizard.voice, !isPaused,
                let said = step.hear(words, at: time)
            else { return [] }
            return continueVoiceStep(step, said: said, at: time)
        }
    }

    /// Time passing in the voice step: a take that waited `VoiceEnrolmentStep.timeout` in vain. While paused
    /// the take waits afresh.
    mutating func voiceStepTimed(at time: Double) -> [Effect] {
        guard case .calibration(var wizard) = overlay, var step = wizard.voice else { return [] }
        if isPaused {
            step.ask(at: time, after: 0)
            wizard.voice = step
            overlay = .calibration(wizard)
            return []
        }
        guard let said = step.timeOut(at: time) else { return [] }
        return continueVoiceStep(step, said: said, at: time)
    }

    /// A command in the voice step (from a gesture, a key or dwell; words are takes): `next` asks for the
    /// take again, `activate` skips the word, `back` and `quit` stop the step, keeping what was learnt.
    mutating func voiceStepCommand(_ command: Command, at time: Double) -> [Effect] {
        guard case .calibration(let wizard) = overlay, var step = wizard.voice else { return [] }
        switch command {
        case .next:
            step.again()
            return continueVoiceStep(step, said: "Again.", at: time)
        case .activate:
            let said = step.skipWord() ?? ""
            return continueVoiceStep(step, said: said, at: time)
        case .back, .quit:
            return finishVoiceStep(step, said: "Voice step stopped.", at: time)
        default:
            return []
        }
    }

    /// Says what happened and asks for the next take, or finishes once every take is done.
    mutating func continueVoiceStep(_ step: VoiceEnrolmentStep, said: String, at time: Double) -> [Effect] {
        guard case .calibration(var wizard) = overlay else { return [] }
        var step = step
        guard let take = step.currentTakeName else { return finishVoiceStep(step, said: said, at: time) }
        let text = "\(said) Say: \(take)"
        step.ask(at: time, after: spokenDelay(text))
        wizard.voice = step
        overlay = .calibration(wizard)
        return announce(text, at: time)
    }

    /// Closes the wizard; the words learnt are enrolled in the profile, applied at once and saved.
    mutating func finishVoiceStep(_ step: VoiceEnrolmentStep, said: String, at time: Double) -> [Effect] {
        overlay = nil
        gestures.reset()
        dwell.reset()
        let outcome = step.outcome
        let prefix = said.isEmpty ? "" : said + " "
        guard !outcome.enrolled.isEmpty || !outcome.templates.isEmpty else {
            return announce(
                prefix + "No take was heard as its word, so nothing was saved. "
                    + "Settings, Voice commands, Learn my voice tries again.", priority: .important, at: time)
        }
        var changed = profile
        changed.voice = outcome.applied(to: profile.voice)
        apply(changed)
        refreshSettingsLabels()
        let notLearnt = step.words.filter { outcome.enrolled[$0] == nil }
        return [.saveProfile(profile)]
            + (outcome.templates.isEmpty ? [] : [.saveVoiceTemplates(profile.voice.templates)])
            + [.configureVoice(profile.voice)]
            + announce(
                prefix + "Your voice is learnt for \(outcome.enrolled.count) of \(step.words.count) words and saved."
                    + (notLearnt.isEmpty ? "" : " Not learnt: \(notLearnt.joined(separator: ", "))."),
                priority: .important, at: time)
    }

    /// Forgets the enrolment (settings, "Forget my voice", asked first): every word goes back to the
    /// general minimum score, the voice's cepstral mean is dropped from the profile; the templates and the
    /// model's adaptation to the voice are emptied on disk
    /// (`forgetVoice`) and dropped by the running voice input at once (`configureVoice`).
    mutating func forgetVoice(at time: Double) -> [Effect] {
        let voice = profile.voice
        guard
            !voice.enrolled.isEmpty || !voice.templates.isEmpty || voice.adaptation != nil || voice.cepstralMean != nil
        else {
            return announce("Your voice was not learnt; nothing to forget", at: time)
        }
        var changed = profile
        changed.voice.enrolled = [:]
        changed.voice.templates = VoiceTemplates()
        changed.voice.adaptation = nil
        changed.voice.cepstralMean = nil
        apply(changed)
        refreshSettingsLabels()
        return [.saveProfile(profile), .forgetVoice, .configureVoice(profile.voice)]
            + announce("Your voice is forgotten: every word is heard as for any voice", priority: .important, at: time)
    }

    /// The Voice commands page's line: whether FaceNav listens, and for which words the voice is learnt.
    static func describeVoice(_ voice: VoiceSettings, listening: Bool) -> String {
        let input = listening ? "Voice commands on" : "Voice commands off (start FaceNav with --voice)"
        guard !voice.enrolled.isEmpty else { return input + "; your voice is not learnt yet" }
        return input + "; your voice is learnt for \(voice.enrolled.keys.sorted().joined(separator: ", "))"
    }

    /// The voice step's dwell targets, in a row four lines above the status line (under the step's text);
    /// empty outside the voice step.
    public var voiceStepButtons: [(button: VoiceStepButton, rect: Rect)] {
        guard isInVoiceStep, screenSize.height >= 8 else { return [] }
        var x = 1
        return VoiceStepButton.allCases.map { button in
            let rect = Rect(x: x, y: screenSize.height - 4, width: button.rawValue.count + 4, height: 1)
            x = rect.maxX + 2
            return (button, rect)
        }
    }

    /// A frame in the voice step: the head moves the cursor, and dwell on a button presses it.
    mutating func voiceStepMeasured(_ measurement: FaceMeasurement) -> [Effect] {
        let time = measurement.time
        guard measurement.faceFound, !isPaused, !profile.scanning.isEnabled else {
            dwell.reset()
            return []
        }
        cursor = clamped(headCursor.update(yaw: measurement.yaw, pitch: measurement.pitch, at: time, in: screenSize))
        let mayDwell = dwellGate.allows(screen: screenKey + "|voice-step", cursor: cursor)
        let on = mayDwell ? voiceStepButtons.first { $0.rect.contains(cursor) }?.button : nil
        guard face.isSettled(at: time), profile.gestures.enabled.contains(.dwell),
            dwell.update(target: on.map { "voice-step|\($0.rawValue)" }, at: time), let on
        else { return [] }
        return [.log(AppEvent(time: time, kind: .gesture(.dwell)))] + voiceStepCommand(on.command, at: time)
    }
}
