import FaceNavCore

extension AppState {
    /// The settings screen's scene id (`Scenes/settings/settings.yaml`).
    public static let settingsSceneID = "facenav-settings"
    /// The hands-free help sheet's scene id (`Scenes/settings/help.yaml`).
    public static let helpSceneID = "facenav-help"
    /// The screen shown over an app opened with `--app` while it waits (`Scenes/settings/paused.yaml`).
    public static let pausedSceneID = "facenav-paused"
    /// Scene events starting with this change a setting or open a screen (`event: facenav.press.dwell`).
    public static let settingsEventPrefix = "facenav."

    /// Shows the settings screen on the current tab, its values filled in from the profile.
    mutating func openSettings(at time: Double) -> [Effect] {
        openScene(Self.settingsSceneID, at: time)
    }

    /// Shows a scene of the settings app: a screen is pushed (once), a sheet presented.
    mutating func openScene(_ id: String, at time: Double) -> [Effect] {
        guard let scene = app.scenes[id] else {
            return announce("\(id) is not loaded (Scenes/settings)", priority: .important, at: time)
        }
        overlay = nil
        isShowingHelp = false
        refreshSettingsLabels()
        if navigation.sheet == id { return [] }
        if navigation.sheet != nil { navigation.dismissSheet() }
        if scene.presentation == .sheet { return presentSheet(id, at: time) }
        guard navigation.topSceneID != id else { return [] }
        navigation.push(id)
        return [.log(AppEvent(time: time, kind: .navigation(.push, sceneID: id, depth: navigation.depth)))]
            + announce(scene.title, at: time)
    }

    /// A `facenav.` event from a scene: changes a setting (applied at once and saved) or opens a screen.
    /// Nil for any other event, which is only logged.
    mutating func settingsEvent(_ name: String, at time: Double) -> [Effect]? {
        guard name.hasPrefix(Self.settingsEventPrefix) else { return nil }
        let parts = name.dropFirst(Self.settingsEventPrefix.count).split(separator: ".", maxSplits: 1).map(String.init)
        let value = parts.count > 1 ? parts[1] : ""
        var changed = profile
        let said: String
        switch parts.first ?? "" {
        case "calibrate": return startCalibration(at: time)
        case "voice":
            switch value {
            case "learn": return startVoiceEnrolment(at: time)
            case "forget": return forgetVoice(at: time)
            default: return unknownSetting(name, at: time)
            }
        case "camera": return show(.camera, at: time)
        case "history": return show(.history, at: time)
        case "settings": return openSettings(at: time)
        case "keys":
            if navigation.sheet != nil { navigation.dismissSheet() }
            isShowingHelp = true
            return []
        case "pause": return dismissingSheet() + togglePause(at: time)
        case "resume", "close-app":
            // For whoever showed these screens over an app (`HandsFreeShell`), which then closes them (and
            // for close-app, the app: back to the launcher it came from, else the question whether to quit).
            return [
                .log(AppEvent(time: time, kind: .emitted(name: name, sceneID: Self.pausedSceneID))),
                .delegate(name == "facenav.resume" ? .resume : .closeApp),
            ]
        case "recenter": return dismissingSheet() + recenter(at: time)
        case "press":
            guard let choice = PressChoice(rawValue: value) else { return unknownSetting(name, at: time) }
            changed.bindings = choice.applied(to: profile.bindings)
            if let gesture = choice.gesture { changed.gestures.enabled.insert(gesture) }
            said =
                "Press with \(PressChoice.describe(changed.bindings))"
                + (choice.givenUp(in: profile.bindings).map { "; \($0)" } ?? "")
        case "defaults":
            changed = Self.defaults(keeping: profile)
            said = "Settings restored to the defaults: press with \(PressChoice.describe(changed.bindings))"
        case "dwell":
            guard let seconds = Double(value), seconds >= 0.5, seconds <= 5 else {
                return unknownSetting(name, at: time)
            }
            changed.gestures.dwellTime = seconds
            said = "Dwell time \(Self.seconds(seconds))"
        case "cursor":
            switch value {
            case "absolute": changed.cursorMode = .absolute
            case "joystick": changed.cursorMode = .joystick
            case "faster": changed = Self.scaledSpeed(of: changed, by: 1.25)
            case "slower": changed = Self.scaledSpeed(of: changed, by: 0.8)
            case "smoother": changed.filter.minimumCutoff = max(changed.filter.minimumCutoff * 0.7, 0.05)
            case "quicker": changed.filter.minimumCutoff = min(changed.filter.minimumCutoff / 0.7, 5)
            default: return unknownSetting(name, at: time)
            }
            said = Self.describeCursor(changed)
        case "gestures":
            switch value {
            case "easier": changed.gestures = Self.scaledThresholds(of: changed.gestures, by: 0.9)
            case "firmer": changed.gestures = Self.scaledThresholds(of: changed.gestures, by: 1 / 0.9)
            default: return unknownSetting(name, at: time)
            }
            said = Self.describeGestures(changed.gestures)
        case "speech":
            let step = SpeechSettings.rateStep
            let rates = SpeechSettings.rates
            switch value {
            case "on": changed.speech.isEnabled = true
            case "off": changed.speech.isEnabled = false
            case "faster": changed.speech.rate = min(changed.speech.rate + step, rates.upperBound)
            case "slower": changed.speech.rate = max(changed.speech.rate - step, rates.lowerBound)
            default: return unknownSetting(name, at: time)
            }
            said = Self.describeSpeech(changed.speech, hasVoice: hasVoice)
        case "scanning":
            switch value {
            case "on": changed.scanning.isEnabled = true
            case "off": changed.scanning.isEnabled = false
            case "faster": changed.scanning.interval = max((changed.scanning.interval * 0.8 * 10).rounded() / 10, 0.5)
            case "slower": changed.scanning.interval = min((changed.scanning.interval * 1.25 * 10).rounded() / 10, 5)
            default: return unknownSetting(name, at: time)
            }
            said = Self.describeScanning(changed.scanning, press: changed.bindings)
        default:
            return unknownSetting(name, at: time)
        }
        if changed.scanning.isEnabled, Self.scanningPresses(changed).isEmpty {
            // Scanning presses with a gesture; dwell alone would leave the user unable to press anything.
            return announce(
                "Switch scanning needs a press gesture other than dwell: choose one in Press gesture first",
                priority: .important, at: time)
        }
        // The whole profile is checked before it is applied and written: a setting never leaves it broken.
        if let problem = changed.problems.first {
            return announce("Not changed: \(problem)", priority: .important, at: time)
        }
        let speechChanged = changed.speech != profile.speech
        apply(changed)
        refreshSettingsLabels()
        return (speechChanged ? [.configureSpeech(profile.speech)] : []) + [
            .saveProfile(profile),
            .log(AppEvent(time: time, kind: .emitted(name: name, sceneID: Self.settingsSceneID))),
        ]
            + announce(said, at: time)
    }

    /// The default profile, keeping `profile`'s voice (its words and speech model are files the user set up,
    /// not a preference to restore).
    static func defaults(keeping profile: Profile) -> Profile {
        var defaults = Profile.default
        defaults.voice = profile.voice
        return defaults
    }

    /// Takes a profile changed elsewhere (FaceNav's screens over an app): applied at once, the settings
    /// screens' values shown anew; nothing is saved (whoever changed it saved it).
    public mutating func adopt(_ changed: Profile) {
        apply(changed)
        refreshSettingsLabels()
    }

    /// Closes the help sheet before pausing or recentring, so the screen behind is what is left.
    private mutating func dismissingSheet() -> [Effect] {
        if navigation.sheet != nil { navigation.dismissSheet() }
        return []
    }

    private mutating func unknownSetting(_ name: String, at time: Double) -> [Effect] {
        announce("Unknown setting \(name)", priority: .important, at: time)
    }

    /// Writes the profile's values into the settings scenes' `now` labels.
    mutating func refreshSettingsLabels() {
        let texts: [String: String] = [
            Self.settingsSceneID:
                "Press with \(PressChoice.describe(profile.bindings)); dwell \(Self.seconds(profile.gestures.dwellTime)).",
            "facenav-press": "Press now with \(PressChoice.describe(profile.bindings)).",
            "facenav-dwell": "Dwell time now \(Self.seconds(profile.gestures.dwellTime)).",
            "facenav-cursor": Self.describeCursor(profile) + ".",
            "facenav-gestures": Self.describeGestures(profile.gestures) + ".",
            "facenav-speech": Self.describeSpeech(profile.speech, hasVoice: hasVoice) + ".",
            "facenav-scanning": Self.describeScanning(profile.scanning, press: profile.bindings) + ".",
            "facenav-voice": Self.describeVoice(profile.voice, listening: listensToVoice) + ".",
        ]
        for (scene, text) in texts where app.scenes[scene] != nil {
            widgetStates.values[WidgetKey(sceneID: scene, widgetID: "now")] = text
        }
    }

    static func seconds(_ value: Double) -> String {
        let text = value == value.rounded() ? String(Int(value)) : String(format2: value)
        return "\(text) second\(value == 1 ? "" : "s")"
    }

    static func describeCursor(_ profile: Profile) -> String {
        let reach = Int((profile.sensitivity.limitLeft * 180 / .pi).rounded())
        return "Cursor \(profile.cursorMode.rawValue), \(reach) degrees to the edge, "
            + "top speed \(Int(profile.joystick.maximumSpeed.rounded())) cells a second, "
            + "smoothing cutoff \(String(format2: profile.filter.minimumCutoff))"
    }

    /// The Speech page's line; with no voice running, it says so, since the setting cannot be heard.
    static func describeSpeech(_ speech: SpeechSettings, hasVoice: Bool = true) -> String {
        let setting =
            (speech.isEnabled ? "Speech on" : "Speech off, messages on screen only") + ", \(speech.rate) words a minute"
        guard hasVoice else {
            return setting + "; but no voice is running (started with --speech none, or no speech program found),"
                + " so messages are on screen only"
        }
        return setting
    }

    static func describeScanning(_ scanning: SwitchScanSettings, press bindings: [Gesture: Command]) -> String {
        let pace = "a highlight every \(seconds(scanning.interval))"
        guard scanning.isEnabled else { return "Switch scanning off: point with the head; scanning has \(pace)" }
        let press = scanningPresses(bindings: bindings).map(\.spokenName)
        let with = press.isEmpty ? "Enter" : press.joined(separator: " or ")
        return "Switch scanning on, \(pace); \(with) presses the highlighted target"
    }

    /// The gestures that press while scanning: those bound to `activate` but dwell, which scanning turns off.
    static func scanningPresses(_ profile: Profile) -> [Gesture] {
        scanningPresses(bindings: profile.bindings).filter { profile.gestures.enabled.contains($0) }
    }

    static func scanningPresses(bindings: [Gesture: Command]) -> [Gesture] {
        Gesture.allCases.filter { $0 != .dwell && bindings[$0] == .activate }
    }

    static func describeGestures(_ settings: GestureSettings) -> String {
        "Winks at \(String(format2: settings.winkLeft.on)), tongue at \(String(format2: settings.tongueOut.on)), "
            + "mouth at \(String(format2: settings.mouthOpen.on))"
    }

    /// Faster is less head turn to reach the edge (absolute) and a higher top speed (joystick).
    static func scaledSpeed(of profile: Profile, by factor: Double) -> Profile {
        var result = profile
        let limit = { (value: Double) in min(max(value / factor, 0.03), 1.2) }
        result.sensitivity.limitLeft = limit(profile.sensitivity.limitLeft)
        result.sensitivity.limitRight = limit(profile.sensitivity.limitRight)
        result.sensitivity.limitTop = limit(profile.sensitivity.limitTop)
        result.sensitivity.limitBottom = limit(profile.sensitivity.limitBottom)
        result.joystick.maximumSpeed = min(max(profile.joystick.maximumSpeed * factor, 5), 200)
        return result
    }

    /// Easier (factor under 1) lowers where the eye, tongue and mouth gestures start and end.
    static func scaledThresholds(of settings: GestureSettings, by factor: Double) -> GestureSettings {
        var result = settings
        func scale(_ threshold: inout GestureThreshold) {
            threshold.on = min(max(threshold.on * factor, 0.1), 0.95)
            threshold.off = min(max(threshold.off * factor, 0.05), threshold.on - 0.05)
        }
        scale(&result.winkLeft)
        scale(&result.winkRight)
        scale(&result.eyesClosed)
        scale(&result.tongueOut)
        scale(&result.mouthOpen)
        return result
    }
}

extension String {
    /// A number with at most two decimals and no trailing zeros: 0.6, 1.25, 2.
    init(format2 value: Double) {
        let hundredths = Int((value * 100).rounded())
        let whole = "\(hundredths / 100)"
        let rest = abs(hundredths % 100)
        guard rest != 0 else {
            self = whole
            return
        }
        let digits = rest < 10 ? "0\(rest)" : "\(rest)"
        self = "\(whole).\(digits.hasSuffix("0") ? String(digits.dropLast()) : digits)"
    }
}
