extension Profile {
    /// What would make this profile unsafe or unusable hands-free, in words fit to say; empty when it is whole.
    ///
    /// Checked before a changed profile is applied and written, so a setting never leaves a user who cannot
    /// press, a pause that cannot be undone, or a threshold that can never be reached. The profile reader
    /// refuses the same things in a file.
    public var problems: [String] {
        var problems: [String] = []
        let presses = Gesture.allCases.filter { bindings[$0] == .activate && gestures.enabled.contains($0) }
        if presses.isEmpty { problems.append("no enabled gesture presses") }
        if scanning.isEnabled, !presses.contains(where: { $0 != .dwell }) {
            problems.append("switch scanning needs a press gesture other than dwell")
        }
        for gesture in Gesture.allCases where gesture != .dwell {  // the recognised ones: dwell has no threshold
            guard let threshold = gestures.threshold(for: gesture) else { continue }
            if !(threshold.off < threshold.on) || !threshold.on.isFinite || !threshold.off.isFinite {
                problems.append("\(gesture.spokenName) starts at \(threshold.on) but ends at \(threshold.off)")
            }
        }
        if !(gestures.dwellTime > 0) { problems.append("dwell time is not positive") }
        let limits = [sensitivity.limitLeft, sensitivity.limitRight, sensitivity.limitTop, sensitivity.limitBottom]
        if limits.contains(where: { !($0 > 0) || !$0.isFinite }) {
            problems.append("a head turn limit is not positive")
        }
        if !(scanning.interval > 0) { problems.append("the scanning interval is not positive") }
        return problems
    }
}
