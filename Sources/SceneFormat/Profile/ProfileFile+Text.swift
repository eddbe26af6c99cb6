import FaceNavCore

extension ProfileFile {
    /// The profile described by YAML `text`; `file` names it in errors.
    ///
    /// - Throws: `ProfileError` naming the line and column of the first bad value.
    public static func decode(_ text: String, file: String = "profile.yaml") throws -> Profile {
        try ProfileReader(file: file).read(text)
    }

    /// The YAML text of `profile`, every key written out, which `decode` reads back equal.
    public static func encode(_ profile: Profile) -> String {
        let gestures = profile.gestures
        var lines = [
            "# FaceNav profile. Any key left out takes its default.",
            "# Angles are radians, or degrees written like 25deg. Times are seconds.",
            "bindings:",
        ]
        for gesture in Gesture.allCases {
            lines.append("  \(gesture.rawValue): \(profile.bindings[gesture]?.rawValue ?? "none")")
        }
        lines += [
            "cursor:",
            "  mode: \(profile.cursorMode.rawValue)",
            "  limitLeft: \(angle(profile.sensitivity.limitLeft))",
            "  limitRight: \(angle(profile.sensitivity.limitRight))",
            "  limitTop: \(angle(profile.sensitivity.limitTop))",
            "  limitBottom: \(angle(profile.sensitivity.limitBottom))",
            "  deadZone: \(angle(profile.joystick.deadZone))",
            "  maximumSpeed: \(profile.joystick.maximumSpeed)",
            "filter:",
            "  minimumCutoff: \(profile.filter.minimumCutoff)",
            "  beta: \(profile.filter.beta)",
            "  derivativeCutoff: \(profile.filter.derivativeCutoff)",
            "gestures:",
            "  settleTime: \(gestures.settleTime)",
            "  naturalBlinkMaximum: \(gestures.naturalBlinkMaximum)",
            "  dwellTime: \(gestures.dwellTime)",
            "  enabled: [\(Gesture.allCases.filter(gestures.enabled.contains).map(\.rawValue).joined(separator: ", "))]",
        ]
        for gesture in ProfileReader.thresholdGestures {
            guard let threshold = gestures.threshold(for: gesture) else { continue }
            let isTilt = gesture == .tiltLeft || gesture == .tiltRight
            let level = { (value: Double) in isTilt ? angle(value) : "\(value)" }
            lines.append(
                "  \(gesture.rawValue): {on: \(level(threshold.on)), off: \(level(threshold.off)), "
                    + "hold: \(threshold.minimumHold), cooldown: \(threshold.cooldown)}")
        }
        lines += ["voice:", "  words:"]
        for (word, command) in profile.voice.words.sorted(by: { $0.key < $1.key }) {
            lines.append("    \(word): \(command.rawValue)")
        }
        lines.append("  cooldown: \(profile.voice.cooldown)")
        lines.append("  minimumScore: \(profile.voice.minimumScore)")
        if let model = profile.voice.model { lines.append("  model: \(model)") }
        if let dictionary = profile.voice.dictionary { lines.append("  dictionary: \(dictionary)") }
        if !profile.voice.enrolled.isEmpty {
            let scores = profile.voice.enrolled.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }
            lines.append("  enrolled: {\(scores.joined(separator: ", "))}")
        }
        if let mean = profile.voice.cepstralMean {
            lines.append("  cepstralMean: [\(mean.map { "\($0)" }.joined(separator: ", "))]")
        }
        lines += [
            "scanning:", "  enabled: \(profile.scanning.isEnabled)", "  interval: \(profile.scanning.interval)",
            "  passes: \(profile.scanning.passesBeforeReturn)",
            "speech:", "  enabled: \(profile.speech.isEnabled)", "  rate: \(profile.speech.rate)",
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    /// An angle in whole or short degrees (`25deg`) when that reads back exactly, else in radians.
    private static func angle(_ radians: Double) -> String {
        let degrees = (radians * 180 / .pi * 1_000_000).rounded() / 1_000_000
        guard degrees * .pi / 180 == radians else { return "\(radians)" }
        let text = degrees == degrees.rounded() ? String(Int(degrees)) : "\(degrees)"
        return text + "deg"
    }
}
