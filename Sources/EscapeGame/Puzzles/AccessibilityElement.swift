import FaceNavCore

/// One thing on a game screen as a screen reader presents it: what it is, what it says, where it is drawn
/// (when placed), and its rotor settings.
public struct AccessibilityElement: Hashable, Sendable {
    public var role: Role
    public var label: String
    /// Where the element is drawn in the play area, for placed elements (rotor levels); nil for flowing text.
    public var frame: Rect?
    public var rotors: [RotorSetting]

    public init(role: Role, label: String, frame: Rect? = nil, rotors: [RotorSetting] = []) {
        self.role = role
        self.label = label
        self.frame = frame
        self.rotors = rotors
    }

    /// What the element does.
    public enum Role: Hashable, Sendable {
        /// Text to read: a story, a question.
        case text
        /// Goes on from an introduction to what follows.
        case proceed
        /// A closed question's answer.
        case answer(String)
        /// The open question's answer as spelled so far.
        case answerField
        case letterWheel
        case checkAnswer
        case clue(Int)
        case door
        /// An object of a custom-action level, by index.
        case object(Int)
        case hint
        case levelSelect
        case levelEntry(LevelID)
        /// From level select back to the current level.
        case resume
        case quit
    }

    /// What is spoken when the element gets focus: its label, and how to use it.
    public var spoken: String {
        switch role {
        case .text, .clue: return label
        case .answerField: return label + ". Text field: type, or spell with the letter wheel."
        case .letterWheel: return label + ". Move up or down to pick a letter, activate to add it."
        case .door:
            return label + ". \(rotors.count) custom rotors: \(rotors.map(\.name).joined(separator: ", "))."
                + " Turn the rotor to one, then move down through it."
        case .object:
            return label + ". Actions available: move down to choose one, then activate."
        default: return label + ", button"
        }
    }
}
