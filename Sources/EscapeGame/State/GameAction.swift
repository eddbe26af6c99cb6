import FaceNavCore

/// Everything that can happen to the game, as one stream: keys, gestures, face frames, time.
public enum GameAction: Hashable, Sendable {
    case nextElement
    case previousElement
    case rotorNext
    case rotorPrevious
    /// Up and down through the rotor setting's items.
    case itemUp
    case itemDown
    case activate
    case hint
    /// A character typed into the open question's answer field.
    case type(Character)
    case deleteBackward
    /// Say the focused element again.
    case repeatFocus
    case openLevelSelect
    /// The run began: the game opens where the progress says (the opening for a new game).
    case opened
    /// Play a level directly (`facenav play --chapter N --level M`).
    case start(LevelID)
    case toggleHelp
    case quit
    /// A key press, interpreted by what has focus (typing goes to the answer field).
    case key(Key)
    /// A command from the profile's gesture bindings.
    case command(Command, source: InputSource)
    case faceMeasured(FaceMeasurement)
    /// What the input says of itself for the status line (the emulated face's pose), or nil.
    case inputDetailChanged(String?)
    /// Time passed: unlocks hints.
    case tick
    /// The terminal changed size: the play area the clues and the door are placed in follows it.
    case resized(Size)
    /// What drives the game changed, for the status line: "camera /dev/video0", "trace", "keyboard".
    case inputChanged(String)
    /// Something to tell the player that no rule decided (an input failed or ended): shown, said, logged.
    case notice(Announcement)
    /// Saving the progress failed; the message says why.
    case progressNotSaved(String)
}
