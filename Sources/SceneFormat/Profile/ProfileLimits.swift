import FaceNavCore

/// The range each numeric profile setting may take, and why; the profile reader refuses a value outside it
/// and `facenav profile init` writes it beside the default.
///
/// The ranges keep out values that leave a hands-free user stuck or pressing things by accident, not values
/// that are merely unusual: a dwell under 0.3 s presses whatever the cursor passes over on its way, a
/// cursor limit of 1e308 radians leaves the cursor frozen in the middle, a hold of 0 fires on one noisy
/// frame.
enum ProfileLimits {
    struct Limit {
        var range: ClosedRange<Double>
        /// The unit, in words: "seconds", "Hz", "radians".
        var unit: String

        /// "from 0.3 to 10 seconds".
        var description: String {
            var text = "from \(Self.number(range.lowerBound)) to \(Self.number(range.upperBound))"
            if !unit.isEmpty { text += " \(unit)" }
            if unit == "radians" {
                text +=
                    " (\(Self.number((range.lowerBound * 180 / .pi).rounded()))deg to \(Self.number((range.upperBound * 180 / .pi).rounded()))deg)"
            }
            return text
        }

        static func number(_ value: Double) -> String {
            value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : "\(value)"
        }
    }

    /// Every bounded key; `cooldown` serves the gesture thresholds and the voice alike.
    static let limits: [String: Limit] = [
        "limitLeft": Limit(range: 0.02...1.2, unit: "radians"),
        "limitRight": Limit(range: 0.02...1.2, unit: "radians"),
        "limitTop": Limit(range: 0.02...1.2, unit: "radians"),
        "limitBottom": Limit(range: 0.02...1.2, unit: "radians"),
        "deadZone": Limit(range: 0...0.5, unit: "radians"),
        "maximumSpeed": Limit(range: 1...1000, unit: "cells per second"),
        "minimumCutoff": Limit(range: 0.01...30, unit: "Hz"),
        "beta": Limit(range: 0...10, unit: ""),
        "derivativeCutoff": Limit(range: 0.01...30, unit: "Hz"),
        "settleTime": Limit(range: 0...10, unit: "seconds"),
        "naturalBlinkMaximum": Limit(range: 0.1...1, unit: "seconds"),
        "dwellTime": Limit(range: 0.3...10, unit: "seconds"),
        "hold": Limit(range: 0.05...5, unit: "seconds"),
        "cooldown": Limit(range: 0...10, unit: "seconds"),
        "minimumScore": Limit(range: -100...0, unit: ""),
        // Switch scanning: a highlight shorter than 0.3 s moves on before a user can make their one gesture.
        "interval": Limit(range: 0.3...10, unit: "seconds"),
        "passes": Limit(range: 1...1000, unit: "passes"),
        // Speech: espeak-ng's own range of words per minute (see `SpeechSettings.rates`).
        "rate": Limit(
            range: Double(SpeechSettings.rates.lowerBound)...Double(SpeechSettings.rates.upperBound),
            unit: "words per minute"),
    ]
}
