/// The gesture that presses (the `activate` command), as the settings screen offers it.
///
/// Choosing one binds it to `activate` and unbinds the other press gestures; the command the chosen
/// gesture gave before moves to the gesture that pressed before, so nothing the user had is lost (wink
/// left as press: tongue out takes over back). There is no voice-only choice: a profile with no gesture
/// bound to `activate` would leave a user without a microphone stuck, and the profile reader refuses it;
/// with `--voice`, "select" presses whatever the gesture is.
public enum PressChoice: String, Hashable, Sendable, CaseIterable {
    case winkLeft, winkRight, tongueOut, mouthOpen, dwell

    /// The gestures a user may press with.
    public static let gestures: [Gesture] = [.winkLeft, .winkRight, .tongueOut, .mouthOpen, .dwell]

    public var gesture: Gesture? { Gesture(rawValue: rawValue) }

    /// `bindings` with this choice as the one press gesture.
    public func applied(to bindings: [Gesture: Command]) -> [Gesture: Command] {
        var result = bindings
        let previous = Self.gestures.filter { result[$0] == .activate && $0 != gesture }
        let displaced = gesture.flatMap { result[$0] }.flatMap { $0 == .activate ? nil : $0 }
        for old in previous { result[old] = nil }
        if let gesture { result[gesture] = .activate }
        if let displaced, let home = previous.first { result[home] = displaced }
        return result
    }

    /// The press gestures of `bindings`, in words: "tongue out and dwell".
    public static func describe(_ bindings: [Gesture: Command]) -> String {
        let names = gestures.filter { bindings[$0] == .activate }.map(\.spokenName)
        return names.isEmpty ? "voice only (say select)" : names.joined(separator: " and ")
    }
}
