import FaceNavCore

/// The gesture that presses (the `activate` command), as the settings screen offers it.
///
/// Choosing one moves exactly that binding: the chosen gesture presses, the gestures that pressed before are
/// left unbound, and every other gesture keeps its meaning. Nothing is swapped into another command (a
/// user who rested to press must never find that resting now goes back); what the chosen gesture did
/// before is given up, and said. "Restore defaults" brings every binding back. There is no voice-only
/// choice: a profile with no gesture bound to `activate` would leave a user without a microphone stuck, and
/// the profile reader refuses it; with `--voice`, "select" presses whatever the gesture is.
public enum PressChoice: String, Hashable, Sendable, CaseIterable {
    case winkLeft, winkRight, tongueOut, mouthOpen, dwell

    /// The gestures a user may press with.
    public static let gestures: [Gesture] = [.winkLeft, .winkRight, .tongueOut, .mouthOpen, .dwell]

    public var gesture: Gesture? { Gesture(rawValue: rawValue) }

    /// `bindings` with this choice as the one press gesture: the others that pressed are unbound, the rest
    /// untouched.
    public func applied(to bindings: [Gesture: Command]) -> [Gesture: Command] {
        var result = bindings
        for old in Self.gestures where result[old] == .activate && old != gesture { result[old] = nil }
        if let gesture { result[gesture] = .activate }
        return result
    }

    /// What the chosen gesture did before and gives up, in words ("wink left no longer goes back"); nil when
    /// it did nothing or already pressed.
    public func givenUp(in bindings: [Gesture: Command]) -> String? {
        guard let gesture, let old = bindings[gesture], old != .activate else { return nil }
        return "\(gesture.spokenName) no longer does \(old.spokenName)"
    }

    /// The press gestures of `bindings`, in words: "tongue out and dwell".
    public static func describe(_ bindings: [Gesture: Command]) -> String {
        let names = gestures.filter { bindings[$0] == .activate }.map(\.spokenName)
        return names.isEmpty ? "voice only (say select)" : names.joined(separator: " and ")
    }
}
