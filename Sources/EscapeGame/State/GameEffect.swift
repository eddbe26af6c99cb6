import FaceNavCore

/// What the game's reducer asks the shell to do.
public enum GameEffect: Hashable, Sendable {
    /// Speak; the text is already in the status line.
    case announce(Announcement)
    /// Append a line to the event log.
    case log(GameEvent)
    /// Write the progress file (atomically).
    case saveProgress(GameProgress)
    /// Restore the terminal and exit.
    case quit
}
